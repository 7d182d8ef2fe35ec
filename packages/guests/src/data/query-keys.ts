import type { GuestListQuery } from '@wedding/core';

/** Cache entries of the guest screens, under the wedding's key so the dashboard's wedding cache clears them too. */
export const guestKeys = {
  all: (weddingId: string) => ['weddings', weddingId, 'guests'] as const,
  /** Client mode: every guest at once (limit 5000, unfiltered). */
  everyone: (weddingId: string) => ['weddings', weddingId, 'guests', 'everyone'] as const,
  /** Server mode: one filtered page. */
  page: (weddingId: string, query: GuestListQuery) =>
    ['weddings', weddingId, 'guests', 'page', query] as const,
  guest: (weddingId: string, guestId: string) => ['weddings', weddingId, 'guests', 'one', guestId] as const,
  history: (weddingId: string, guestId: string) =>
    ['weddings', weddingId, 'guests', 'history', guestId] as const,
  desk: (weddingId: string) => ['weddings', weddingId, 'rsvp-desk'] as const,
};
