import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './format-iso-date';

describe('PUT /api/weddings/{id} {weddingDate} (docs/requirements.md A7 and B7): ISO date', () => {
  it('pads month and day', () => {
    expect(formatIsoDate({ year: 2027, month: 1, day: 5 })).toBe('2027-01-05');
    expect(formatIsoDate({ year: 2031, month: 12, day: 31 })).toBe('2031-12-31');
  });
});
