import {
  DEFAULT_GUEST_LIST_QUERY,
  GUEST_FUZZY_SEARCH_LIMIT,
  GUEST_FUZZY_SEARCH_OPTIONS,
  type GuestListEntry,
} from '@wedding/core';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { guestEntries } from '../fixtures/guest-fixtures';
import { localGuestIndex, queryLocalGuests } from './local-guest-list';

const index = localGuestIndex(guestEntries);
const names = (search: string, patch = {}) =>
  queryLocalGuests(index, { ...DEFAULT_GUEST_LIST_QUERY, search, ...patch }).data.map((entry) => entry.name);

/** A deterministic list like a real wedding's: repeated first and last names, umlauts, phones, some notes. */
function generatedEntries(count: number): GuestListEntry[] {
  const first = [
    'Anna',
    'Ben',
    'Clara',
    'Jörg',
    'Emma',
    'Felix',
    'GRETA',
    'Hannes',
    'Ida',
    'Jonas',
    'Lena',
    'Mia',
  ];
  const last = [
    'Müller',
    'Schmidt',
    'Schneider',
    'Fischer',
    'Weber',
    'Meyer',
    'Wagner',
    'Becker',
    'Hoffmann',
    'Koch',
  ];
  const categories = ['family', 'friends', 'colleagues', 'other'] as const;
  const sides = ['partner1', 'partner2', 'both'] as const;
  return Array.from({ length: count }, (_, i) => ({
    ...(guestEntries[0] as GuestListEntry),
    id: `gen-${i}`,
    name: `${first[i % first.length]} ${last[Math.floor(i / first.length) % last.length]}${i % 7 === 0 ? ' Jr.' : ''}`,
    phone: i % 5 === 4 ? null : `+49 170 ${String(1_000_000 + i * 37)}`,
    category: categories[i % categories.length] as GuestListEntry['category'],
    side: sides[i % sides.length] as GuestListEntry['side'],
    notes:
      i % 10 === 0 ? 'Vegetarisch, bringt Kinder mit' : i % 13 === 0 ? 'Allergie: Nüsse; ab 18 Uhr' : null,
  }));
}

/** The spec's fuse.js search as written in its options: a plain index over every guest, asked directly. */
function plainFuse(entries: readonly GuestListEntry[]) {
  const fuse = new Fuse(entries, {
    ...GUEST_FUZZY_SEARCH_OPTIONS,
    keys: [...GUEST_FUZZY_SEARCH_OPTIONS.keys],
  });
  return (term: string) => fuse.search(term, { limit: GUEST_FUZZY_SEARCH_LIMIT }).map((hit) => hit.item.id);
}

describe('client mode (docs/requirements.md B4 and B5): fuzzy search, filters and pages in the browser', () => {
  it('keeps the server order (parties together) without a search', () => {
    expect(names('')).toEqual(guestEntries.map((entry) => entry.name));
  });

  it('finds names with a typo (threshold 0.3) and by phone, most relevant first', () => {
    expect(names('Gisla')[0]).toBe('Tante Gisela');
    expect(names('2222222')).toEqual(['Jonas Weber']);
  });

  it('needs at least 2 matching characters', () => {
    expect(names('q')).toEqual([]);
  });

  it('applies the filters like the server, then pages', () => {
    expect(names('', { category: 'begleitung' })).toEqual(['Onkel Heinz']);
    expect(names('', { rsvpStatus: 'pending' })).toEqual(['Onkel Heinz', 'Jonas Weber']);
    const page = queryLocalGuests(index, { ...DEFAULT_GUEST_LIST_QUERY, limit: 10, page: 3 });
    expect(page).toMatchObject({ data: [], total: 5, page: 3, totalPages: 1 });
  });

  it('finds exactly what fuse.js finds over the whole list, in the same order (the pre-filter only skips work)', () => {
    // More than 1000 matches for short terms, so the limit of 1000 is part of what is compared.
    const entries = generatedEntries(1_050);
    const big = localGuestIndex(entries);
    const plainIds = plainFuse(entries);
    const typed = [
      'Weber',
      'Anna Mül',
      '+49 170 10012',
      'Jörg Schnieder',
      'greta koch jr.',
      'Hofman',
      'vegetarisch',
      'Allergie Nuss',
      'famly',
      'partner2',
      'Felix Fischer +49',
      '1000370',
      'xyz',
      'a'.repeat(40),
      'Emma Becker, bringt Kinder mit und noch mehr Text',
    ];
    const terms = new Set<string>();
    for (const text of typed)
      for (let length = 2; length <= text.length; length += 1) terms.add(text.slice(0, length));
    // Typos: one character dropped, swapped or replaced in each typed text.
    for (const text of typed) {
      for (let at = 0; at < Math.min(text.length - 1, 16); at += 5) {
        terms.add(text.slice(0, at) + text.slice(at + 1));
        terms.add(text.slice(0, at) + (text[at + 1] ?? '') + (text[at] ?? '') + text.slice(at + 2));
        terms.add(`${text.slice(0, at)}q${text.slice(at + 1)}`);
      }
    }
    for (const term of terms) {
      const ours = queryLocalGuests(big, { ...DEFAULT_GUEST_LIST_QUERY, search: term, limit: 100 });
      const expected = term.trim().length < 2 ? [] : plainIds(term.trim());
      expect({ term, ids: ours.data.map((entry) => entry.id), total: ours.total }).toEqual({
        term,
        ids: expected.slice(0, 100),
        total: expected.length,
      });
    }
  }, 120_000);
});
