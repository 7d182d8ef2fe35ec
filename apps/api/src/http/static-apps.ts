import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { AppDeps } from '../context.js';
import type { AmbientCookieTest } from '../security/csrf.js';
import { isSiteBuilt, serveSitePages } from './site-pages.js';

/**
 * Serves the built front ends when they exist: the public site server-rendered from apps/site/dist
 * (`/w/{slug}`, `/{locale}/w/{slug}`, its `/assets/`), the dashboard as a single-page app (every other page
 * path falls back to its index.html). Absent builds are skipped, so the API runs alone in development and tests.
 */
export function serveStaticApps(
  app: Express,
  deps: AppDeps,
  dirs: { site?: string; dashboard?: string },
  isGrantCookie: AmbientCookieTest,
): void {
  if (isSiteBuilt(dirs.site)) serveSitePages(app, deps, dirs.site, isGrantCookie);
  const dashboard =
    dirs.dashboard && existsSync(path.join(dirs.dashboard, 'index.html')) ? dirs.dashboard : undefined;
  if (dashboard) {
    const dashboardIndex = path.join(dashboard, 'index.html');
    app.use(express.static(dashboard, { index: false }));
    app.get('/{*rest}', (req, res, next) => {
      if (req.path.startsWith('/api/') || req.path.startsWith('/uploads/')) {
        next();
        return;
      }
      res.sendFile(dashboardIndex);
    });
  }
}
