import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import { assertAllowed, createSlidingWindowLimiter } from './rate-limit.js';

function clock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('sliding-window rate limiter (abuse protection for login and access code)', () => {
  it('allows exactly `limit` hits in a window and refuses the next (limit-1, limit, limit+1)', () => {
    const c = clock();
    const limiter = createSlidingWindowLimiter({ limit: 3, windowMs: 60_000, now: c.now });
    expect(limiter.consume('ip')).toEqual({ allowed: true, remaining: 2 });
    expect(limiter.consume('ip')).toEqual({ allowed: true, remaining: 1 });
    expect(limiter.consume('ip')).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.consume('ip')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('slides: a hit leaves the window exactly windowMs after it happened', () => {
    const c = clock();
    const limiter = createSlidingWindowLimiter({ limit: 2, windowMs: 10_000, now: c.now });
    limiter.consume('k');
    c.advance(4_000);
    limiter.consume('k');
    c.advance(5_999);
    expect(limiter.consume('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    c.advance(1);
    expect(limiter.consume('k').allowed).toBe(true);
    expect(limiter.consume('k')).toEqual({ allowed: false, retryAfterSeconds: 4 });
  });

  it('refused hits are not recorded, so hammering does not extend the lock', () => {
    const c = clock();
    const limiter = createSlidingWindowLimiter({ limit: 1, windowMs: 1_000, now: c.now });
    limiter.consume('k');
    for (let i = 0; i < 10; i += 1) expect(limiter.consume('k').allowed).toBe(false);
    c.advance(1_000);
    expect(limiter.consume('k').allowed).toBe(true);
  });

  it('keeps keys apart and reset() forgets one key', () => {
    const c = clock();
    const limiter = createSlidingWindowLimiter({ limit: 1, windowMs: 1_000, now: c.now });
    limiter.consume('a');
    expect(limiter.consume('b').allowed).toBe(true);
    expect(limiter.peek('a').allowed).toBe(false);
    limiter.reset('a');
    expect(limiter.peek('a').allowed).toBe(true);
  });

  it('peek does not record and record() counts even when over the limit', () => {
    const c = clock();
    const limiter = createSlidingWindowLimiter({ limit: 2, windowMs: 1_000, now: c.now });
    limiter.peek('k');
    limiter.peek('k');
    expect(limiter.peek('k')).toEqual({ allowed: true, remaining: 1 });
    limiter.record('k');
    limiter.record('k');
    limiter.record('k');
    expect(limiter.peek('k').allowed).toBe(false);
  });

  it('forgets the stalest key when maxKeys is reached', () => {
    const c = clock();
    const limiter = createSlidingWindowLimiter({ limit: 1, windowMs: 1_000, now: c.now, maxKeys: 2 });
    limiter.consume('a');
    limiter.consume('b');
    limiter.consume('c');
    expect(limiter.peek('a').allowed).toBe(true);
    expect(limiter.peek('b').allowed).toBe(false);
    expect(limiter.peek('c').allowed).toBe(false);
  });

  it('assertAllowed throws 429 tooManyRequests carrying retryAfterSeconds', () => {
    expect(() => assertAllowed({ allowed: true, remaining: 0 })).not.toThrow();
    try {
      assertAllowed({ allowed: false, retryAfterSeconds: 7 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(429);
      expect((error as HttpError).toBody()).toEqual({
        error: 'tooManyRequests',
        details: { retryAfterSeconds: 7 },
      });
    }
  });
});
