import { describe, expect, it } from 'vitest';
import { queryGuestList } from './query-guest-list';

const guests = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Guest ${index + 1}`,
  side: index % 2 === 0 ? 'partner1' : 'partner2',
}));

describe('client mode (docs/requirements.md B4): filtering and paging done locally with server semantics', () => {
  it('pages with limit 10: full first page, partial last page, empty past the end', () => {
    const first = queryGuestList(guests, { search: '', page: 1, limit: 10 });
    expect(first.data.map((guest) => guest.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 25, totalPages: 3 });
    expect(queryGuestList(guests, { search: '', page: 3, limit: 10 }).data.map((guest) => guest.id)).toEqual([
      21, 22, 23, 24, 25,
    ]);
    expect(queryGuestList(guests, { search: '', page: 4, limit: 10 }).data).toEqual([]);
  });

  it('filters before paging and counts the filtered total', () => {
    const result = queryGuestList(guests, { search: '', side: 'partner2', page: 1, limit: 10 });
    expect(result.pagination.total).toBe(12);
    expect(result.data.every((guest) => guest.side === 'partner2')).toBe(true);
  });

  it('combines search with filters', () => {
    const result = queryGuestList(guests, { search: 'guest 2', side: 'partner1', page: 1, limit: 50 });
    expect(result.data.map((guest) => guest.id)).toEqual([21, 23, 25]);
  });

  it('clamps page and limit the same way as the URL parser and reports one page for no results', () => {
    const result = queryGuestList(guests, { search: 'nobody', page: 0, limit: 5 });
    expect(result.pagination).toEqual({ page: 1, limit: 10, total: 0, totalPages: 1 });
  });
});
