import type { RateLimitRule } from '../config.js';
import { HttpError } from '../http/errors.js';

export type RateLimitDecision =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Whether one more hit would be allowed, without recording it. */
  peek(key: string): RateLimitDecision;
  /** Records a hit when allowed; a refused hit is not recorded. */
  consume(key: string): RateLimitDecision;
  /** Records a hit unconditionally (e.g. a failed login counted after the fact). */
  record(key: string): void;
  reset(key: string): void;
};

export type SlidingWindowOptions = RateLimitRule & {
  now?: () => number;
  /** Bounds memory under a flood of distinct keys: the stalest key is forgotten first. */
  maxKeys?: number;
};

/** In-memory sliding-window log: at most `limit` hits in any `windowMs` span, per key. */
export function createSlidingWindowLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 50_000,
}: SlidingWindowOptions): RateLimiter {
  const hits = new Map<string, number[]>();

  function current(key: string, at: number): number[] {
    const list = hits.get(key);
    if (!list) return [];
    const cutoff = at - windowMs;
    let firstInside = 0;
    while (firstInside < list.length && (list[firstInside] as number) <= cutoff) firstInside += 1;
    if (firstInside > 0) list.splice(0, firstInside);
    if (list.length === 0) hits.delete(key);
    return list;
  }

  function decide(list: number[], at: number): RateLimitDecision {
    if (list.length < limit) return { allowed: true, remaining: limit - list.length - 1 };
    const oldest = list[list.length - limit] as number;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) };
  }

  function store(key: string, at: number): void {
    const list = hits.get(key);
    if (list) {
      list.push(at);
      // Refresh insertion order so eviction drops the least recently used key.
      hits.delete(key);
      hits.set(key, list);
      return;
    }
    if (hits.size >= maxKeys) {
      const stalest = hits.keys().next().value;
      if (stalest !== undefined) hits.delete(stalest);
    }
    hits.set(key, [at]);
  }

  return {
    peek(key) {
      const at = now();
      return decide(current(key, at), at);
    },
    consume(key) {
      const at = now();
      const decision = decide(current(key, at), at);
      if (decision.allowed) store(key, at);
      return decision;
    },
    record(key) {
      const at = now();
      current(key, at);
      store(key, at);
    },
    reset(key) {
      hits.delete(key);
    },
  };
}

/** Throws the 429 answer (the error handler turns `retryAfterSeconds` into a Retry-After header). */
export function assertAllowed(decision: RateLimitDecision): void {
  if (!decision.allowed) {
    throw new HttpError(429, 'tooManyRequests', { retryAfterSeconds: decision.retryAfterSeconds });
  }
}
