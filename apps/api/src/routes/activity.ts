import { apiContract } from '@wedding/core';
import type { Router } from 'express';
import { listActivity } from '../activity/index.js';
import { currentWedding } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { serveRoute } from '../http/serve-route.js';

/** The wedding's activity feed (written by each change, read here). */
export function registerActivityRoutes(router: Router, deps: AppDeps): void {
  serveRoute(router, deps, apiContract.activity.list, async ({ query }, _req, res) =>
    listActivity(deps.prisma, currentWedding(res).id, query),
  );
}
