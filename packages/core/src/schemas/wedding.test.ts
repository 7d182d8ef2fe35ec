import { DEFAULT_CUSTOMIZATION } from '@wedding/tokens';
import { describe, expect, it } from 'vitest';
import { weddingSchema } from './wedding';

const wedding = { id: 'w1', slug: 'anna-ben', accessCode: 'ABCD1234', isActive: true, isPremium: false };

describe('wedding (docs/requirements.md A3 and B3)', () => {
  it('reads a wedding with defaults for its lists', () => {
    expect(weddingSchema.parse(wedding)).toMatchObject({
      ...wedding,
      info: [],
      rsvps: [],
      locations: [],
      gallery: [],
    });
  });

  it('reads customization leniently (docs/requirements.md A5): invalid data yields the defaults, JSON strings are read', () => {
    expect(weddingSchema.parse({ ...wedding, customization: 42 }).customization).toEqual(
      DEFAULT_CUSTOMIZATION,
    );
    const stored = JSON.stringify({ density: 'compact' });
    expect(weddingSchema.parse({ ...wedding, customization: stored }).customization.density).toBe('compact');
  });

  it('turns the wedding date into a Date', () => {
    expect(
      weddingSchema.parse({ ...wedding, weddingDate: '2027-06-12T00:00:00.000Z' }).weddingDate,
    ).toBeInstanceOf(Date);
  });
});
