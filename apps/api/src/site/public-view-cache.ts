import type { Locale, PublicWeddingView } from '@wedding/core';

/** The site a guest sees, kept for a moment per wedding and language (what a burst of guests asks for again). */
export interface PublicViewCache {
  get(weddingId: string, locale: Locale, load: () => Promise<PublicWeddingView>): Promise<PublicWeddingView>;
}

/**
 * Keeps each wedding's public view for `ttlMs`: 1,000 guests opening their links within a minute read the database
 * once per wedding and language every few seconds instead of once each. The couple's own previews are never served
 * from here; guests see an edit at most `ttlMs` later. A load in flight is shared, a failed one is not kept.
 */
export function createPublicViewCache(ttlMs = 3_000, now: () => number = Date.now): PublicViewCache {
  const entries = new Map<string, { at: number; view: Promise<PublicWeddingView> }>();
  return {
    get(weddingId, locale, load) {
      const key = `${weddingId} ${locale}`;
      const cached = entries.get(key);
      if (cached && now() - cached.at < ttlMs) return cached.view;
      const view = load();
      entries.set(key, { at: now(), view });
      view.catch(() => {
        if (entries.get(key)?.view === view) entries.delete(key);
      });
      // Expired entries of weddings nobody visits any more are dropped when the map grows.
      if (entries.size > 1_000) {
        for (const [other, entry] of entries) if (now() - entry.at >= ttlMs) entries.delete(other);
      }
      return view;
    },
  };
}
