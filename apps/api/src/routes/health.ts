import type { Router } from 'express';
import type { AppDeps } from '../context.js';

export function registerHealthRoutes(router: Router, deps: AppDeps): void {
  /** Ready means the database answers. */
  router.get('/api/health', async (_req, res) => {
    try {
      await deps.prisma.$queryRaw`SELECT 1`;
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ error: 'databaseUnavailable' });
    }
  });
}
