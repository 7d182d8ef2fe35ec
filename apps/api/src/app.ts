import cluster from 'node:cluster';
import compression from 'compression';
import express from 'express';
import { GUEST_GRANT_COOKIE_PREFIX } from './auth/guest-grant.js';
import { HOUSEHOLD_COOKIE_PREFIX } from './auth/household-access.js';
import { loadSessionUser } from './auth/sessions.js';
import type { AppDeps } from './context.js';
import { routeByHost } from './domains/index.js';
import { apiNotFound, createErrorHandler } from './http/errors.js';
import { securityHeaders } from './http/security-headers.js';
import { sendNotFound, serveStaticApps } from './http/static-apps.js';
import { registerRoutes } from './routes/index.js';
import { csrfProtection } from './security/csrf.js';
import { createRateLimitGate } from './security/rate-limits/index.js';

export type { AppDeps } from './context.js';

/** Cookies that admit a guest to a site (the grant, the personal link): writes carrying them need the CSRF token. */
const isGrantCookie = (name: string) =>
  name.startsWith(GUEST_GRANT_COOKIE_PREFIX) || name.startsWith(HOUSEHOLD_COOKIE_PREFIX);

/** Builds the Express app; routes register full paths (`/api/...`, `/uploads/...`) on one router. */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  const { storage } = deps.config;
  app.use(
    securityHeaders({
      imageOrigins: storage.kind === 's3' && storage.publicUrl ? [new URL(storage.publicUrl).origin] : [],
    }),
  );
  if (cluster.isWorker) {
    // Which worker of a cluster (cluster.ts) answered: for operators tracing a request, and the cluster test.
    const servedBy = `worker-${cluster.worker?.id}`;
    app.use((_req, res, next) => {
      res.setHeader('X-Served-By', servedBy);
      next();
    });
  }
  // Pages, bundles and JSON travel compressed (brotli or gzip): the site's first view is measured in bytes.
  app.use(compression());
  // A wedding's own domain serves its site; a host that is neither that nor the product's is not found.
  app.use(routeByHost(deps, sendNotFound));

  const router = express.Router();
  router.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use('/api', express.json({ limit: deps.config.jsonBodyLimit, strict: true }));
  router.use(['/api', '/uploads'], loadSessionUser(deps), csrfProtection(deps.config, isGrantCookie));
  // Rate limits live in the database so every process of a cluster counts together (security/rate-limits).
  const rateLimits = createRateLimitGate(deps);
  router.use(rateLimits.gate);
  registerRoutes(router, deps);
  router.use(rateLimits.recordFailures);
  app.use(router);
  app.use('/api', apiNotFound);

  serveStaticApps(app, deps, deps.config.staticApps, isGrantCookie);
  app.use(createErrorHandler());
  return app;
}
