import { DEFAULT_GUEST_LIST_QUERY } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { guestEntries } from '../fixtures/guest-fixtures';
import { localGuestIndex, queryLocalGuests } from './local-guest-list';

const index = localGuestIndex(guestEntries);
const names = (search: string, patch = {}) =>
  queryLocalGuests(index, { ...DEFAULT_GUEST_LIST_QUERY, search, ...patch }).data.map((entry) => entry.name);

describe('spec B 4/5 client mode: fuzzy search, filters and pages in the browser', () => {
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
});
