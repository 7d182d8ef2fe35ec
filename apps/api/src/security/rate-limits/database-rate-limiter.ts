import type { PrismaClient } from '@wedding/db';
import type { RateLimitRule } from '../../config.js';
import type { RateLimitDecision } from '../rate-limit.js';
import { bucketKey } from './bucket-key.js';

/** Like RateLimiter (rate-limit.ts), asynchronous: the windows live in the database, shared by every process. */
export type SharedRateLimiter = {
  /** Whether one more hit would be allowed, without recording it. */
  peek(client: string): Promise<RateLimitDecision>;
  /** Records a hit when allowed; a refused hit is not recorded. */
  consume(client: string): Promise<RateLimitDecision>;
  /** Records a hit unconditionally (a failed attempt counted after the fact). */
  record(client: string): Promise<void>;
  reset(client: string): Promise<void>;
};

/** One expired-bucket sweep per this many consumed hits keeps the table small without a timer per process. */
const SWEEP_EVERY = 200;
const SWEEP_BATCH = 500;
/** Compared with an int4 count in SQL: `record` counts a hit whatever the window holds. */
const NO_LIMIT = 2_147_483_647;

type Clock = () => number;

function decide(hits: Date[], at: number, { limit, windowMs }: RateLimitRule): RateLimitDecision {
  const inside = hits.map((hit) => hit.getTime()).filter((time) => time > at - windowMs);
  if (inside.length < limit) return { allowed: true, remaining: limit - inside.length - 1 };
  const oldest = inside.sort((a, b) => a - b)[inside.length - limit] as number;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) };
}

/**
 * The sliding-window log of rate-limit.ts (at most `limit` hits in any `windowMs`, per client) kept in the
 * `rate_limit_buckets` table, so several API processes on one database count together: a brute-force run
 * spread over the workers of a cluster stops at the same count as against one process.
 *
 * Each decision is ONE statement: the upsert takes the bucket's row lock, prunes hits outside the window,
 * appends the new hit only while fewer than `limit` remain, and stores that verdict in `lastAllowed`, which
 * RETURNING hands back; concurrent hits on one key are serialised by the row lock, never double-counted.
 * Timestamps are UTC wall-clock `timestamp(3)` like Prisma's; `name` separates limits that share a client
 * key (login and passkey login by IP), and the bucket key hashes the client (no IP or username is stored).
 */
export function createDatabaseRateLimiter(
  prisma: PrismaClient,
  name: string,
  rule: RateLimitRule,
  now: Clock,
): SharedRateLimiter {
  let consumed = 0;
  const timestamp = (ms: number) => new Date(ms).toISOString();

  async function sweepExpired(at: number): Promise<void> {
    await prisma.$executeRaw`
      DELETE FROM rate_limit_buckets WHERE key IN (
        SELECT key FROM rate_limit_buckets WHERE "expiresAt" < ${timestamp(at)}::timestamp(3) LIMIT ${SWEEP_BATCH})`;
  }

  async function upsert(
    client: string,
    onlyWhileAllowed: boolean,
  ): Promise<{ hits: Date[]; lastAllowed: boolean }> {
    const at = now();
    const key = bucketKey(name, rule, client);
    const cutoff = timestamp(at - rule.windowMs);
    const limit = onlyWhileAllowed ? rule.limit : NO_LIMIT;
    const rows = await prisma.$queryRaw<{ hits: Date[]; lastAllowed: boolean }[]>`
      INSERT INTO rate_limit_buckets AS bucket (key, hits, "lastAllowed", "expiresAt")
      VALUES (${key}, ARRAY[${timestamp(at)}::timestamp(3)], true, ${timestamp(at + rule.windowMs)}::timestamp(3))
      ON CONFLICT (key) DO UPDATE SET
        "lastAllowed" = cardinality(ARRAY(SELECT hit FROM unnest(bucket.hits) hit WHERE hit > ${cutoff}::timestamp(3))) < ${limit},
        hits = ARRAY(SELECT hit FROM unnest(bucket.hits) hit WHERE hit > ${cutoff}::timestamp(3) ORDER BY hit)
          || CASE
               WHEN cardinality(ARRAY(SELECT hit FROM unnest(bucket.hits) hit WHERE hit > ${cutoff}::timestamp(3))) < ${limit}
               THEN ARRAY[${timestamp(at)}::timestamp(3)]
               ELSE ARRAY[]::timestamp(3)[]
             END,
        "expiresAt" = GREATEST(bucket."expiresAt", ${timestamp(at + rule.windowMs)}::timestamp(3))
      RETURNING hits, "lastAllowed"`;
    consumed += 1;
    if (consumed % SWEEP_EVERY === 0) await sweepExpired(at);
    const row = rows[0];
    if (!row) throw new Error('rate-limit upsert returned no row');
    return row;
  }

  return {
    async peek(client) {
      const at = now();
      const rows = await prisma.$queryRaw<{ hits: Date[] }[]>`
        SELECT hits FROM rate_limit_buckets WHERE key = ${bucketKey(name, rule, client)}`;
      return decide(rows[0]?.hits ?? [], at, rule);
    },
    async consume(client) {
      const { hits, lastAllowed } = await upsert(client, true);
      const at = now();
      if (lastAllowed) return { allowed: true, remaining: Math.max(0, rule.limit - hits.length) };
      return decide(hits, at, rule);
    },
    async record(client) {
      await upsert(client, false);
    },
    async reset(client) {
      await prisma.$executeRaw`DELETE FROM rate_limit_buckets WHERE key = ${bucketKey(name, rule, client)}`;
    },
  };
}
