import { THEME_CACHE } from '@wedding/core';
import { DEFAULT_THEME } from '@wedding/tokens';
import { describe, expect, it, vi } from 'vitest';
import { cachedThemeVars, ThemeCache, themeCacheKey } from './theme-cache';

describe('theme cache: 5 minutes, at most 50 entries (docs/requirements.md A9)', () => {
  it('uses the spec values', () => {
    expect(THEME_CACHE).toEqual({ lifetimeMs: 300_000, maxEntries: 50 });
  });

  it('computes once within the lifetime and again after it', () => {
    let now = 0;
    const cache = new ThemeCache<number>({ ...THEME_CACHE, now: () => now });
    const compute = vi.fn(() => 42);
    expect(cache.get('a', compute)).toBe(42);
    now = THEME_CACHE.lifetimeMs - 1;
    cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    now = THEME_CACHE.lifetimeMs * 2;
    cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('drops the entry used longest ago beyond 50', () => {
    const cache = new ThemeCache<number>({ ...THEME_CACHE, now: () => 0 });
    for (let index = 0; index < THEME_CACHE.maxEntries; index += 1) cache.get(`k${index}`, () => index);
    cache.get('k0', () => -1); // k0 is now the most recently used
    cache.get('new', () => 99);
    expect(cache.size).toBe(THEME_CACHE.maxEntries);
    expect(cache.has('k0')).toBe(true);
    expect(cache.has('k1')).toBe(false);
  });

  it('keys themes by value and hands back the same variables for an equal theme', () => {
    const copy = structuredClone(DEFAULT_THEME);
    expect(themeCacheKey(copy, 'compact')).toBe(themeCacheKey(DEFAULT_THEME, 'compact'));
    expect(themeCacheKey(DEFAULT_THEME, 'spacious')).not.toBe(themeCacheKey(DEFAULT_THEME, 'compact'));
    const first = cachedThemeVars(DEFAULT_THEME, 'comfortable');
    expect(cachedThemeVars(copy, 'comfortable')).toBe(first);
    expect(first.light['--wed-color-primary']).toMatch(/^oklch\(/);
    expect(first.dark['--wed-color-background']).not.toBe(first.light['--wed-color-background']);
  });
});
