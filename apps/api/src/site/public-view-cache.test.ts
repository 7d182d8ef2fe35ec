import type { PublicWeddingView } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { createPublicViewCache } from './public-view-cache.js';

describe('the public view cache', () => {
  const view = (id: string) => ({ id }) as PublicWeddingView;

  it('loads once per wedding and language within its time, again after it; a failed load is not kept', async () => {
    let clock = 0;
    const cache = createPublicViewCache(1_000, () => clock);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return view(`v${loads}`);
    };
    expect((await cache.get('w1', 'de', load)).id).toBe('v1');
    expect((await cache.get('w1', 'de', load)).id).toBe('v1');
    expect((await cache.get('w1', 'en', load)).id).toBe('v2');
    clock = 1_000;
    expect((await cache.get('w1', 'de', load)).id).toBe('v3');
    await expect(cache.get('w2', 'de', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('w2', 'de', load)).id).toBe('v4');
  });
});
