import type { AppDeps } from '../context.js';
import { bucketKey } from '../security/rate-limits/bucket-key.js';
import { ROUTE_RATE_LIMITS } from '../security/rate-limits/index.js';

/**
 * Deletes the rate-limit windows counted for one client (a username, a slug) under every limit of that
 * rule: an erased account or wedding leaves no row derived from it, not even a hashed one.
 */
export async function forgetRateLimitClient(
  deps: AppDeps,
  rule: (typeof ROUTE_RATE_LIMITS)[number]['rule'],
  client: string,
): Promise<void> {
  const keys = ROUTE_RATE_LIMITS.filter((limit) => limit.rule === rule).map((limit) =>
    bucketKey(limit.name, deps.config.rateLimits[rule], client),
  );
  await deps.prisma.rateLimitBucket.deleteMany({ where: { key: { in: keys } } });
}
