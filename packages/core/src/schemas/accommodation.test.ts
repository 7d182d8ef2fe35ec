import { describe, expect, it } from 'vitest';
import { accommodationSchema } from './accommodation';

describe('accommodation (docs/requirements.md B3)', () => {
  it('accepts a hotel with amenities and a rating from 0 to 5', () => {
    expect(
      accommodationSchema.parse({
        name: 'Hotel Adler',
        website: 'https://adler.de',
        amenities: ['WLAN'],
        rating: 5,
      }),
    ).toMatchObject({ name: 'Hotel Adler', amenities: ['WLAN'], rating: 5 });
  });

  it('refuses a rating above 5, an invalid website and a blank name', () => {
    expect(accommodationSchema.safeParse({ name: 'A', rating: 5.5 }).success).toBe(false);
    expect(accommodationSchema.safeParse({ name: 'A', website: 'adler' }).error?.issues[0]?.message).toBe(
      'validation.invalidUrl',
    );
    expect(accommodationSchema.safeParse({ name: ' ' }).success).toBe(false);
  });
});
