import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { AppDeps } from '../../context.js';
import { toHttpError } from '../../http/errors.js';
import { assertAllowed } from '../rate-limit.js';
import { createDatabaseRateLimiter, type SharedRateLimiter } from './database-rate-limiter.js';
import { ROUTE_RATE_LIMITS, type RouteRateLimit } from './route-rate-limits.js';

type Compiled = RouteRateLimit & { pattern: RegExp; paramNames: string[]; limiter: SharedRateLimiter };
type PendingFailure = { limit: Compiled; client: string };

const FAILURES_LOCAL = 'rateLimitFailures';

function compile(path: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}/?$`), paramNames };
}

/** A malformed escape in a path parameter is kept as sent (the route answers it; the gate must not throw). */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function pendingFailures(res: Response): PendingFailure[] {
  const list = (res.locals[FAILURES_LOCAL] as PendingFailure[] | undefined) ?? [];
  res.locals[FAILURES_LOCAL] = list;
  return list;
}

/**
 * Rate limits of ROUTE_RATE_LIMITS, kept in the database (createDatabaseRateLimiter), so every API process
 * behind one port counts together. `gate` runs before the routes: it takes the hit of an `every` limit and
 * refuses a full `failures` window with 429 tooManyRequests + Retry-After. `recordFailures` is an error
 * handler after the routes: a route that failed with the limit's status (401) has its failure recorded
 * before the answer leaves, so the next attempt, on whichever process, already sees it.
 */
export function createRateLimitGate(deps: AppDeps): {
  gate: RequestHandler;
  recordFailures: ErrorRequestHandler;
} {
  const clock = () => deps.now().getTime();
  const limits: Compiled[] = ROUTE_RATE_LIMITS.map((limit) => ({
    ...limit,
    ...compile(limit.path),
    limiter: createDatabaseRateLimiter(deps.prisma, limit.name, deps.config.rateLimits[limit.rule], clock),
  }));

  const gate: RequestHandler = async (req, res, next) => {
    for (const limit of limits) {
      if (limit.method !== req.method) continue;
      const match = limit.pattern.exec(req.path);
      if (!match) continue;
      const params = Object.fromEntries(
        limit.paramNames.map((name, index) => [name, decodeParam(match[index + 1] ?? '')]),
      );
      const client = limit.client(req, params);
      if (client === undefined) continue;
      if (limit.counts === 'every') {
        assertAllowed(await limit.limiter.consume(client));
        continue;
      }
      assertAllowed(await limit.limiter.peek(client));
      pendingFailures(res).push({ limit, client });
      if (limit.resetOnSuccess) {
        res.on('finish', () => {
          if (res.statusCode < 300) void limit.limiter.reset(client).catch(() => {});
        });
      }
    }
    next();
  };

  const recordFailures: ErrorRequestHandler = async (err, _req, res, next) => {
    const status = toHttpError(err)?.status;
    for (const { limit, client } of pendingFailures(res)) {
      if (status === limit.failureStatus) await limit.limiter.record(client);
    }
    next(err);
  };

  return { gate, recordFailures };
}
