import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './format-iso-date';

describe('spec A 7 / B 7 PUT /api/weddings/{id} {weddingDate}: ISO date', () => {
  it('pads month and day', () => {
    expect(formatIsoDate({ year: 2027, month: 1, day: 5 })).toBe('2027-01-05');
    expect(formatIsoDate({ year: 2031, month: 12, day: 31 })).toBe('2031-12-31');
  });
});
