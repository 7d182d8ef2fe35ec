import type { GuestCategory, GuestSide, SeatingGuest } from '@wedding/core';

export const ALL = 'all' as const;
export interface GuestFilter {
  search: string;
  side: GuestSide | typeof ALL;
  category: GuestCategory | typeof ALL;
}

/** Letters only, without accents or case: "ayse" finds "Ayşe". */
export const foldName = (text: string, locale: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLocaleLowerCase(locale);

/** The side list's guests: those matching the search (any part of the name) and the side and category filters. */
export function filterGuests(
  guests: readonly SeatingGuest[],
  filter: GuestFilter,
  locale: string,
): SeatingGuest[] {
  const needle = foldName(filter.search.trim(), locale);
  return guests.filter(
    (guest) =>
      (filter.side === ALL || guest.side === filter.side) &&
      (filter.category === ALL || guest.category === filter.category) &&
      (needle === '' || foldName(guest.name, locale).includes(needle)),
  );
}
