import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

/** Paths of the public wedding site (spec: /w/{slug} and /{locale}/w/{slug}); everything else is the dashboard. */
const SITE_PATHS = ['/w', '/:locale/w'];

/**
 * Serves the built front ends when their dist folders exist (single-page apps: unknown paths fall back
 * to index.html). Absent folders are skipped, so the API runs alone in development and tests.
 */
export function serveStaticApps(app: Express, dirs: { site?: string; dashboard?: string }): void {
  const site = dirs.site && existsSync(path.join(dirs.site, 'index.html')) ? dirs.site : undefined;
  const dashboard =
    dirs.dashboard && existsSync(path.join(dirs.dashboard, 'index.html')) ? dirs.dashboard : undefined;
  if (site) {
    const siteIndex = path.join(site, 'index.html');
    app.use(express.static(site, { index: false }));
    app.get(
      SITE_PATHS.map((prefix) => `${prefix}/*rest`),
      (_req, res) => res.sendFile(siteIndex),
    );
  }
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
