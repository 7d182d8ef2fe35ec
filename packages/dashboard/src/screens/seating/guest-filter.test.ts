import type { SeatingGuest } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { filterGuests } from './guest-filter';

const guest = (name: string, over: Partial<SeatingGuest> = {}): SeatingGuest => ({
  id: name,
  name,
  householdId: name,
  category: 'friends',
  side: 'partner1',
  attendanceStatus: 'attending',
  isChild: false,
  ...over,
});
const guests = [
  guest('Ayşe Yılmaz', { side: 'partner2' }),
  guest('Jonas Vogel', { category: 'family' }),
  guest('Íris Ortiz'),
];

describe('the unseated list filter', () => {
  it('finds names without accents or case, in any part', () => {
    expect(
      filterGuests(guests, { search: 'AYSE', side: 'all', category: 'all' }, 'de').map((g) => g.name),
    ).toEqual(['Ayşe Yılmaz']);
    expect(filterGuests(guests, { search: 'iris', side: 'all', category: 'all' }, 'de')).toHaveLength(1);
    expect(filterGuests(guests, { search: 'vog', side: 'all', category: 'all' }, 'de')).toHaveLength(1);
  });

  it('narrows by side and category together', () => {
    expect(filterGuests(guests, { search: '', side: 'partner1', category: 'all' }, 'de')).toHaveLength(2);
    expect(
      filterGuests(guests, { search: '', side: 'partner1', category: 'family' }, 'de').map((g) => g.name),
    ).toEqual(['Jonas Vogel']);
    expect(filterGuests(guests, { search: 'ayse', side: 'partner1', category: 'all' }, 'de')).toEqual([]);
  });
});
