import { describe, expect, it } from 'vitest';
import { matchesGuestSearch } from './matches-guest-search';

describe('guest list search (server semantics; docs/requirements.md B4): case-insensitive substring', () => {
  const guest = { firstName: 'Anna', lastName: 'Müller', phone: '+49 170 1234567', notes: 'Brings cake' };

  it('matches the built name, phone and notes case-insensitively', () => {
    expect(matchesGuestSearch(guest, 'anna mü')).toBe(true);
    expect(matchesGuestSearch(guest, '1234')).toBe(true);
    expect(matchesGuestSearch(guest, 'CAKE')).toBe(true);
  });

  it('does not match other text', () => {
    expect(matchesGuestSearch(guest, 'ben')).toBe(false);
  });

  it('searches the stored name, not first and last name, when a name is stored (like the server)', () => {
    expect(
      matchesGuestSearch({ name: 'Tante Anni', firstName: 'Annegret', lastName: 'Ludwig' }, 'ludwig'),
    ).toBe(false);
    expect(
      matchesGuestSearch({ name: 'Tante Anni', firstName: 'Annegret', lastName: 'Ludwig' }, 'tante'),
    ).toBe(true);
  });

  it('matches everyone for empty and whitespace-only terms', () => {
    expect(matchesGuestSearch(guest, '')).toBe(true);
    expect(matchesGuestSearch(guest, '   ')).toBe(true);
  });
});
