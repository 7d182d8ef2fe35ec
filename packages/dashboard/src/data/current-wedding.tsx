import { useSuspenseQuery } from '@tanstack/react-query';
import type { WeddingSummary } from '@wedding/core';
import { createContext, type ReactNode, useContext } from 'react';
import { useApi } from '../app/api-context';
import { weddingsQuery } from './queries';

const REMEMBERED_WEDDING_KEY = 'wedding.dashboard.currentWeddingId';

/**
 * The wedding the dashboard works on: the one chosen last on this device when the user is a member of several,
 * else the newest. Most couples have exactly one.
 */
export function currentWeddingOf(
  weddings: readonly WeddingSummary[],
  rememberedId: string | null,
): WeddingSummary | null {
  return weddings.find((wedding) => wedding.id === rememberedId) ?? weddings[0] ?? null;
}

export function rememberedWeddingId(): string | null {
  try {
    return localStorage.getItem(REMEMBERED_WEDDING_KEY);
  } catch {
    return null;
  }
}

export function rememberWeddingId(weddingId: string): void {
  try {
    localStorage.setItem(REMEMBERED_WEDDING_KEY, weddingId);
  } catch {
    // Private mode without storage: the newest wedding is shown next time.
  }
}

const CurrentWeddingContext = createContext<string | null>(null);

/** Names the wedding the screens below work on (the shell's route decides it). */
export function CurrentWeddingProvider({ weddingId, children }: { weddingId: string; children: ReactNode }) {
  return <CurrentWeddingContext.Provider value={weddingId}>{children}</CurrentWeddingContext.Provider>;
}

export function useCurrentWeddingId(): string {
  const weddingId = useContext(CurrentWeddingContext);
  if (!weddingId) throw new Error('useCurrentWeddingId needs a <CurrentWeddingProvider>');
  return weddingId;
}

/** The current wedding's summary, live from the cache (a new slug or code shows everywhere at once). */
export function useCurrentWedding(): WeddingSummary {
  const wedding = useOptionalCurrentWedding();
  if (!wedding) throw new Error('weddingNotFound: not found (404)');
  return wedding;
}

/** The current wedding where a page has one (account pages of a user without a wedding have none). */
export function useOptionalCurrentWedding(): WeddingSummary | null {
  const api = useApi();
  const weddingId = useContext(CurrentWeddingContext);
  const { data: weddings } = useSuspenseQuery(weddingsQuery(api));
  return weddingId === null ? null : (weddings.find((entry) => entry.id === weddingId) ?? null);
}
