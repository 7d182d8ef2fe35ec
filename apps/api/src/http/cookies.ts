import type { CookieOptions, Request, Response } from 'express';

/** Parsed once per request: the session loader, the CSRF check and the grant check all read the cookies. */
const parsedCookies = new WeakMap<Request, { header: string | undefined; cookies: Map<string, string> }>();

/**
 * Parses the Cookie header; malformed pairs are skipped and the first value of a name wins. The map is shared
 * by every reader of the same request (re-parsed only if the header itself was replaced): do not modify it.
 */
export function readCookies(req: Request): ReadonlyMap<string, string> {
  const header = req.headers.cookie;
  const cached = parsedCookies.get(req);
  if (cached && cached.header === header) return cached.cookies;
  const cookies = parseCookieHeader(header);
  parsedCookies.set(req, { header, cookies });
  return cookies;
}

function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // A malformed %-escape is the client's problem; the cookie is simply ignored.
    }
  }
  return cookies;
}

export function readCookie(req: Request, name: string): string | undefined {
  return readCookies(req).get(name);
}

export function baseCookieOptions(production: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: production, path: '/' };
}

export function clearCookie(res: Response, name: string, options: CookieOptions): void {
  res.clearCookie(name, { ...options, maxAge: undefined, expires: undefined });
}
