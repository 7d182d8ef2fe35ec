import { existsSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml, translate } from '@wedding/core';
import express, { type Express, type Request, type Response } from 'express';
import type { AppDeps } from '../context.js';
import type { AmbientCookieTest } from '../security/csrf.js';
import { requestLocale } from './request-locale.js';
import { isSiteBuilt, serveSitePages } from './site-pages.js';

/** Paths the dashboard app routes (its history fallback); any other page path is a 404. */
const DASHBOARD_PATHS = [
  '/',
  '/register',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/dashboard',
  '/account',
  '/admin',
];

export function isDashboardPath(pathname: string): boolean {
  return DASHBOARD_PATHS.some(
    (prefix) => pathname === prefix || (prefix !== '/' && pathname.startsWith(`${prefix}/`)),
  );
}

/** The dashboard's build (apps/dashboard/dist) is there to serve. */
export function isDashboardBuilt(dashboardDir: string | undefined): dashboardDir is string {
  return dashboardDir !== undefined && existsSync(path.join(dashboardDir, 'index.html'));
}

const wantsHtml = (req: Request) => req.method === 'GET' && req.accepts(['html', 'json']) === 'html';

/** The not-found page when the dashboard is not built (the API alone): plain, but in the visitor's language. */
function sendPlainNotFound(req: Request, res: Response): void {
  const locale = requestLocale(req);
  const text = (key: Parameters<typeof translate>[0]) => escapeHtml(translate(key, locale));
  res
    .status(404)
    .type('html')
    .send(
      `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text('pageNotFound.title')}</title></head>` +
        `<body><main><h1>${text('pageNotFound.title')}</h1><p>${text('pageNotFound.text')}</p><p><a href="/">${text('pageNotFound.home')}</a></p></main></body></html>`,
    );
}

/**
 * Serves the built front ends when they exist: the public site server-rendered from apps/site/dist
 * (`/w/{slug}`, `/{locale}/w/{slug}`, its `/assets/`), the dashboard as a single-page app at its own paths
 * (`/`, `/register`, `/login`, `/dashboard/**`, `/account/**`, `/admin/**`). Any other page path answers 404 with
 * the app's not-found screen (the app reads the visitor's language), never Express's "Cannot GET".
 */
export function serveStaticApps(
  app: Express,
  deps: AppDeps,
  dirs: { site?: string; dashboard?: string },
  isGrantCookie: AmbientCookieTest,
): void {
  if (isSiteBuilt(dirs.site)) serveSitePages(app, deps, dirs.site, isGrantCookie);
  const dashboard = isDashboardBuilt(dirs.dashboard) ? dirs.dashboard : undefined;
  if (dashboard) {
    const dashboardIndex = path.join(dashboard, 'index.html');
    // Hashed build files never change; index.html must be asked for again after every deploy.
    app.use(
      '/app-assets',
      express.static(path.join(dashboard, 'app-assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    app.use(express.static(dashboard, { index: false }));
    app.use((req, res, next) => {
      if (!wantsHtml(req) || req.path.startsWith('/api/') || req.path.startsWith('/uploads/')) {
        next();
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.status(isDashboardPath(req.path) ? 200 : 404).sendFile(dashboardIndex);
    });
  }
  // Nothing else answered: a page gets the not-found page, a file request a short text (never "Cannot GET").
  app.use((req, res, next) => {
    if (req.path.startsWith('/api/')) {
      next();
      return;
    }
    sendNotFound(req, res);
  });
}

/** 404 for anything nobody serves: the API's JSON error, the plain not-found page, or a short text for a file. */
export function sendNotFound(req: Request, res: Response): void {
  if (req.path.startsWith('/api/')) res.status(404).json({ error: 'notFound' });
  else if (wantsHtml(req)) sendPlainNotFound(req, res);
  else
    res
      .status(404)
      .type('text/plain')
      .send(translate('pageNotFound.title', requestLocale(req)));
}
