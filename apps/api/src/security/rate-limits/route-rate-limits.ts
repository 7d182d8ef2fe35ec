import type { Request } from 'express';
import type { AppConfig } from '../../config.js';
import { clientIp } from '../../http/client-ip.js';

/**
 * - every: each request is one hit, taken before the route runs (a refused request is not counted);
 * - failures: the route is refused while the window is full, and a hit is recorded when the route answers
 *   `failureStatus` (a wrong password or access code); `resetOnSuccess` clears the window after a success.
 */
export type RouteRateLimit = {
  method: 'GET' | 'POST';
  path: string;
  /** Bucket namespace: two limits with the same rule and client (login and passkey login) count apart. */
  name: string;
  rule: keyof AppConfig['rateLimits'];
  counts: 'every' | 'failures';
  failureStatus?: number;
  resetOnSuccess?: boolean;
  /** Whom the hit is counted for; undefined skips the limit (e.g. a body without a username: the route answers 400). */
  client: (req: Request, params: Record<string, string>) => string | undefined;
};

const byIp = (req: Request) => clientIp(req);
/** auth.ts stores usernames lower-cased and trimmed; the account limit must count the same account. */
const byUsername = (req: Request) => {
  const username = (req.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : undefined;
};
/** public.ts looks weddings up by the lower-cased slug (at most 200 characters). */
const bySlug = (_req: Request, params: Record<string, string>) => params.slug?.toLowerCase().slice(0, 200);

/** Every rate limit of the API, in the order they are checked (README "Decisions": access code, login). */
export const ROUTE_RATE_LIMITS: readonly RouteRateLimit[] = [
  {
    method: 'POST',
    path: '/api/auth/register',
    name: 'register',
    rule: 'registerPerIp',
    counts: 'every',
    client: byIp,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    name: 'login',
    rule: 'loginPerIp',
    counts: 'every',
    client: byIp,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    name: 'loginAccount',
    rule: 'loginPerAccount',
    counts: 'failures',
    failureStatus: 401,
    resetOnSuccess: true,
    client: byUsername,
  },
  {
    method: 'POST',
    path: '/api/public/weddings/:slug/access',
    name: 'accessCode',
    rule: 'accessCodePerIp',
    counts: 'every',
    client: byIp,
  },
  {
    method: 'POST',
    path: '/api/public/weddings/:slug/access',
    name: 'accessCodeWedding',
    rule: 'accessCodePerWedding',
    counts: 'failures',
    failureStatus: 401,
    client: bySlug,
  },
  {
    // A forgotten password is limited like a login: each request counts for the address it came from.
    method: 'POST',
    path: '/api/auth/password-reset',
    name: 'passwordReset',
    rule: 'loginPerIp',
    counts: 'every',
    client: byIp,
  },
  {
    method: 'POST',
    path: '/api/webauthn/login',
    name: 'passkeyLogin',
    rule: 'loginPerIp',
    counts: 'every',
    client: byIp,
  },
  {
    method: 'GET',
    path: '/api/webauthn/login-options',
    name: 'passkeyOptions',
    rule: 'loginPerIp',
    counts: 'every',
    client: byIp,
  },
];
