import { describe, expect, it } from 'vitest';
import { expandGuestRows } from './guest-list-entry';

describe('list projection: rows of values under one header', () => {
  it('reads each row by the answer own column names and ignores columns it does not know', () => {
    const page = expandGuestRows({
      columns: ['name', 'id', 'futureColumn', 'estimatedGuests'],
      rows: [['Anna', 'g1', 'x', 2]],
      total: 1,
      page: 1,
      limit: 50,
      totalPages: 1,
      nextCursor: null,
    });
    expect(page.data).toEqual([{ name: 'Anna', id: 'g1', estimatedGuests: 2 }]);
    expect(page).toMatchObject({ total: 1, totalPages: 1, nextCursor: null });
  });
});
