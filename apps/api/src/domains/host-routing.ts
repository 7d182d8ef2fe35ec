import { customDomainPath, isCustomDomain, parseSitePath, productPathOnCustomDomain } from '@wedding/core';
import type { Request, RequestHandler, Response } from 'express';
import type { AppDeps } from '../context.js';
import { isProductHost, productHostsOf } from './product-hosts.js';
import { weddingOfDomain } from './wedding-of-domain.js';

/**
 * What a browser on a wedding's own domain may reach besides the site's pages: the site's bundles and images, and
 * the API calls the site makes (the public API, the CSRF token, logging out). The dashboard, the admin and the
 * rest of the API stay on the product's address, where their session cookies live.
 */
const OPEN_ON_WEDDING_DOMAIN = [
  '/assets/',
  '/uploads/',
  '/api/public/',
  '/api/auth/csrf',
  '/api/auth/logout',
];
/** Answered on any host: health checks come under whatever name a load balancer uses. */
const OPEN_ON_ANY_HOST = ['/api/health'];

const startsWithAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(prefix));

/** A household's personal link of this wedding (`/w/{slug}/i/{token}`, with or without a locale). */
function isPersonalLinkOf(path: string, slug: string): boolean {
  const segments = path.split('/').slice(1);
  const rest = segments.length === 5 ? segments.slice(1) : segments;
  return rest.length === 4 && rest[0] === 'w' && rest[1] === slug && rest[2] === 'i';
}

/**
 * Serves a wedding's site on its own domain (docs/operations.md, "Custom domains"): a request whose host is an
 * active wedding's domain gets that site at `/` and `/{locale}` (and the door pages below them); the product's
 * `/w/{slug}` addresses of the same wedding redirect there. A host that is neither the product's nor a wedding's
 * gets the not-found page. Requests for the product's own names and IP addresses pass untouched.
 */
export function routeByHost(
  deps: AppDeps,
  sendNotFound: (req: Request, res: Response) => void,
): RequestHandler {
  const productHosts = productHostsOf(deps.config);
  return async (req, res, next) => {
    const host = req.hostname?.toLowerCase();
    if (!host || isProductHost(host, productHosts) || startsWithAny(req.path, OPEN_ON_ANY_HOST)) {
      next();
      return;
    }
    const wedding = isCustomDomain(host) ? await weddingOfDomain(deps.prisma, host) : null;
    if (!wedding) {
      sendNotFound(req, res);
      return;
    }
    const { path } = req;
    if (startsWithAny(path, OPEN_ON_WEDDING_DOMAIN) || isPersonalLinkOf(path, wedding.slug)) {
      next();
      return;
    }
    const query = req.url.slice(req.url.indexOf('?') >= 0 ? req.url.indexOf('?') : req.url.length);
    const productMatch = parseSitePath(path);
    if (productMatch && productMatch.kind !== 'unknownLocale' && productMatch.slug === wedding.slug) {
      res.redirect(302, `${customDomainPath(productMatch)}${query}`);
      return;
    }
    const productPath =
      req.method === 'GET' || req.method === 'HEAD' ? productPathOnCustomDomain(path, wedding.slug) : null;
    if (!productPath) {
      sendNotFound(req, res);
      return;
    }
    // The site's own handlers serve the page under its product path; the browser keeps the short address.
    req.url = `${productPath}${query}`;
    next();
  };
}
