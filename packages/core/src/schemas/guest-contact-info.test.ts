import { describe, expect, it } from 'vitest';
import { guestContactInfoSchema } from './guest-contact-info';

describe('contact info (docs/requirements.md B3): contact method and time zone from their lists', () => {
  it('accepts the listed values', () => {
    expect(
      guestContactInfoSchema.parse({
        countryCode: 'de',
        preferredContactMethod: 'whatsapp',
        timeZone: 'Asia/Tokyo',
      }),
    ).toMatchObject({ countryCode: 'DE', preferredContactMethod: 'whatsapp', timeZone: 'Asia/Tokyo' });
  });

  it('rejects values outside the lists', () => {
    const result = guestContactInfoSchema.safeParse({
      preferredContactMethod: 'email',
      timeZone: 'Europe/Oslo',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.invalidOption',
      'validation.invalidOption',
    ]);
  });
});
