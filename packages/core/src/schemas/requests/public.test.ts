import { describe, expect, it } from 'vitest';
import { publicAccessRequestSchema, publicRsvpRequestSchema } from './public';

describe("POST /api/public/weddings/{slug}/access {accessCode} ('invalidCode')", () => {
  it('sanitises the code and reports a malformed one as invalidCode', () => {
    expect(publicAccessRequestSchema.parse({ accessCode: 'abcd-123' })).toEqual({ accessCode: 'ABCD-123' });
    expect(publicAccessRequestSchema.safeParse({ accessCode: '' }).error?.issues[0]?.message).toBe(
      'invalidCode',
    );
  });
});

describe('POST /api/public/weddings/{slug}/rsvp: the RSVP payload', () => {
  it('accepts a declining guest without guest count', () => {
    expect(
      publicRsvpRequestSchema.parse({ name: 'Al', phone: '+49 1512 3456789', attendanceStatus: 'maybe' }),
    ).toMatchObject({ numberOfGuests: 0, guests: [], message: '' });
  });
});
