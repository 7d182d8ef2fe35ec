import { THEME_CACHE } from '@wedding/core';
import { type Density, type ThemeSettings, themeToCssVars } from '@wedding/tokens';
import type { ThemeCssVars } from '@wedding/ui';

export interface ThemeCacheOptions {
  lifetimeMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * A small least-recently-used cache with a lifetime (docs/requirements.md A9: theme cache 5 minutes, at most 50
 * entries). An entry older than the lifetime is computed again; beyond the maximum the entry used longest ago is
 * dropped.
 */
export class ThemeCache<Value> {
  private readonly entries = new Map<string, { value: Value; storedAt: number }>();
  private readonly lifetimeMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({ lifetimeMs, maxEntries, now = () => Date.now() }: ThemeCacheOptions) {
    this.lifetimeMs = lifetimeMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && this.now() - entry.storedAt < this.lifetimeMs;
  }

  get(key: string, compute: () => Value): Value {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && now - entry.storedAt < this.lifetimeMs) {
      // Re-inserting moves the key to the end: Map order is the recency order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    this.entries.delete(key);
    const value = compute();
    this.entries.set(key, { value, storedAt: now });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The cache key of a theme with a density: its values, in a fixed order. */
export function themeCacheKey(theme: ThemeSettings, density: Density): string {
  const { colors, fonts, layout } = theme;
  return JSON.stringify([colors.light, colors.dark, fonts.heading, fonts.body, layout, density]);
}

const themeVarsCache = new ThemeCache<ThemeCssVars>(THEME_CACHE);

/**
 * Both modes' `--wed-*` variables of a theme, derived once per theme and density within the cache's lifetime:
 * undo, redo, presets and the gallery's cards repeat themes, and deriving (OKLCH maths) is the costly part.
 */
export function cachedThemeVars(theme: ThemeSettings, density: Density): ThemeCssVars {
  return themeVarsCache.get(themeCacheKey(theme, density), () => ({
    light: themeToCssVars(theme, 'light', density),
    dark: themeToCssVars(theme, 'dark', density),
  }));
}
