import { describe, expect, it } from 'vitest';
import {
  rsvpContactStepSchema,
  rsvpGuestCountSchema,
  rsvpGuestsStepSchema,
  rsvpMessageSchema,
  rsvpNameSchema,
  rsvpPayloadSchema,
  rsvpPhoneSchema,
} from './rsvp';

const VALID_PHONE = '+49 1512 3456789';
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const attending = {
  name: 'Anna Schmidt',
  phone: VALID_PHONE,
  attendanceStatus: 'attending',
  numberOfGuests: 2,
  guests: [{ name: 'Anna Schmidt' }, { name: 'Ben' }],
};

describe("RSVP (docs/requirements.md B5): name at least 2 characters ('Name is required')", () => {
  it('rejects 1 character and accepts 2', () => {
    expect(firstMessage(rsvpNameSchema.safeParse('A'))).toBe('rsvp.nameRequired');
    expect(rsvpNameSchema.parse('Al')).toBe('Al');
  });

  it('rejects empty, whitespace-only and missing names', () => {
    expect(firstMessage(rsvpNameSchema.safeParse(''))).toBe('rsvp.nameRequired');
    expect(firstMessage(rsvpNameSchema.safeParse('    '))).toBe('rsvp.nameRequired');
    expect(firstMessage(rsvpNameSchema.safeParse(undefined))).toBe('rsvp.nameRequired');
  });

  it('counts characters after trimming', () => {
    expect(firstMessage(rsvpNameSchema.safeParse(' A '))).toBe('rsvp.nameRequired');
    expect(rsvpNameSchema.parse('  Al  ')).toBe('Al');
  });
});

describe("RSVP (docs/requirements.md B5): phone at least 8 characters ('Phone number is required')", () => {
  it('rejects 7 characters with the required message only', () => {
    const result = rsvpPhoneSchema.safeParse('+491512');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['rsvp.phoneRequired']);
  });

  it('passes the length rule at 8 and 9 characters, then checks the number itself', () => {
    expect(firstMessage(rsvpPhoneSchema.safeParse('+4915123'))).toBe('rsvp.phoneInvalid');
    expect(rsvpPhoneSchema.parse('+49301234')).toBe('+49301234');
  });

  it('rejects empty and whitespace-only input as required', () => {
    expect(firstMessage(rsvpPhoneSchema.safeParse(''))).toBe('rsvp.phoneRequired');
    expect(firstMessage(rsvpPhoneSchema.safeParse('          '))).toBe('rsvp.phoneRequired');
  });
});

describe("RSVP (docs/requirements.md B5): valid international number ('Please enter a valid phone number with country code')", () => {
  it('accepts numbers with a country dial code, spaces and hyphens', () => {
    expect(rsvpPhoneSchema.parse(VALID_PHONE)).toBe(VALID_PHONE);
    expect(rsvpPhoneSchema.parse('+49-151-23456789')).toBe('+49-151-23456789');
    expect(rsvpPhoneSchema.parse('+1 212 555 0123')).toBe('+1 212 555 0123');
  });

  it('gives the specific parse messages', () => {
    expect(firstMessage(rsvpPhoneSchema.safeParse('1512 3456789'))).toBe('rsvp.phoneInvalidCountry');
    expect(firstMessage(rsvpPhoneSchema.safeParse('+999 123456789'))).toBe('rsvp.phoneInvalidCountry');
    expect(firstMessage(rsvpPhoneSchema.safeParse('call me maybe'))).toBe('rsvp.phoneNotANumber');
    expect(firstMessage(rsvpPhoneSchema.safeParse('+49 1512 34567890123'))).toBe('rsvp.phoneInvalid');
  });
});

describe("RSVP (docs/requirements.md B5): guest count 1 to 10 when attending ('Maximum 10 guests')", () => {
  it('rejects 0, accepts 1 and 10, rejects 11', () => {
    expect(firstMessage(rsvpGuestCountSchema.safeParse(0))).toBe('rsvp.guestsMin');
    expect(rsvpGuestCountSchema.parse(1)).toBe(1);
    expect(rsvpGuestCountSchema.parse(10)).toBe(10);
    expect(firstMessage(rsvpGuestCountSchema.safeParse(11))).toBe('rsvp.guestsMax');
  });

  it('applies to the payload only when attending', () => {
    expect(firstMessage(rsvpPayloadSchema.safeParse({ ...attending, numberOfGuests: 11 }))).toBe(
      'rsvp.guestsMax',
    );
    expect(firstMessage(rsvpPayloadSchema.safeParse({ ...attending, numberOfGuests: 0 }))).toBe(
      'rsvp.guestsMin',
    );
    const declined = rsvpPayloadSchema.parse({
      ...attending,
      attendanceStatus: 'not_attending',
      numberOfGuests: 11,
    });
    expect(declined).toMatchObject({ numberOfGuests: 0, guests: [] });
  });

  it('reports the guest count on the numberOfGuests field', () => {
    const result = rsvpPayloadSchema.safeParse({ ...attending, numberOfGuests: 11 });
    expect(result.error?.issues[0]?.path).toEqual(['numberOfGuests']);
  });
});

describe('RSVP (docs/requirements.md B5): blank guest names are dropped before sending', () => {
  it('keeps named companions and drops blank and whitespace-only names', () => {
    const step = rsvpGuestsStepSchema.parse({
      numberOfGuests: 4,
      guests: [{ name: 'Anna' }, { name: 'Ben' }, { name: '' }, { name: '   ', allergies: 'nuts' }],
    });
    expect(step.guests).toEqual([{ name: 'Anna' }, { name: 'Ben' }]);
  });

  it('never drops the respondent (guests[0]), even with a blank name', () => {
    const step = rsvpGuestsStepSchema.parse({
      numberOfGuests: 2,
      guests: [{ name: '', allergies: 'nuts' }, { name: 'Ben' }],
    });
    expect(step.guests).toEqual([{ name: '', allergies: 'nuts' }, { name: 'Ben' }]);
  });
});

describe('RSVP payload (docs/requirements.md B3): guests[] is everyone the answer covers, the respondent first', () => {
  it("keeps the respondent's own dietary needs at guests[0], companions after", () => {
    const payload = rsvpPayloadSchema.parse({
      ...attending,
      numberOfGuests: 3,
      guests: [
        { name: 'Anna Schmidt', dietaryRestrictions: 'vegan', allergies: 'Nüsse' },
        { name: 'Ben', dietaryPreferences: 'no mushrooms' },
        { name: ' ' },
      ],
    });
    expect(payload.numberOfGuests).toBe(3);
    expect(payload.guests).toEqual([
      { name: 'Anna Schmidt', phone: VALID_PHONE, dietaryRestrictions: 'vegan', allergies: 'Nüsse' },
      { name: 'Ben', dietaryPreferences: 'no mushrooms' },
    ]);
  });

  it("takes the respondent's name and phone from the contact fields", () => {
    expect(rsvpPayloadSchema.parse({ ...attending, numberOfGuests: 1, guests: [] }).guests).toEqual([
      { name: 'Anna Schmidt', phone: VALID_PHONE },
    ]);
    const { guests: _omitted, ...withoutGuests } = attending;
    expect(rsvpPayloadSchema.parse(withoutGuests).guests).toEqual([
      { name: 'Anna Schmidt', phone: VALID_PHONE },
    ]);
    expect(
      rsvpPayloadSchema.parse({
        ...attending,
        name: '  Anna Schmidt ',
        guests: [{ name: '', phone: '', allergies: 'Pollen' }, { name: 'Ben' }],
      }).guests,
    ).toEqual([{ name: 'Anna Schmidt', phone: VALID_PHONE, allergies: 'Pollen' }, { name: 'Ben' }]);
  });

  it('refuses a first guest who is not the respondent (a companions-only list)', () => {
    const result = rsvpPayloadSchema.safeParse({ ...attending, guests: [{ name: 'Ben' }] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'rsvp.respondentNotFirst', path: ['guests', 0, 'name'] }),
    ]);
  });

  it('covers at most 10 people, the respondent included', () => {
    const everyone = (count: number) => [
      { name: 'Anna Schmidt' },
      ...Array.from({ length: count - 1 }, (_, index) => ({ name: `Guest ${index + 2}` })),
    ];
    expect(
      rsvpPayloadSchema.parse({ ...attending, numberOfGuests: 10, guests: everyone(10) }).guests,
    ).toHaveLength(10);
    expect(
      firstMessage(rsvpPayloadSchema.safeParse({ ...attending, numberOfGuests: 10, guests: everyone(11) })),
    ).toBe('rsvp.guestsMax');
  });

  it('carries no guests when not attending, the respondent included', () => {
    expect(rsvpPayloadSchema.parse({ ...attending, attendanceStatus: 'maybe' }).guests).toEqual([]);
  });
});

describe('RSVP (docs/requirements.md B5): message at most 1000 characters', () => {
  it('accepts 1000 and rejects 1001 characters', () => {
    expect(rsvpMessageSchema.parse('m'.repeat(1000))).toHaveLength(1000);
    expect(firstMessage(rsvpMessageSchema.safeParse('m'.repeat(1001)))).toBe('rsvp.messageTooLong');
  });

  it('defaults to an empty message', () => {
    expect(rsvpMessageSchema.parse(undefined)).toBe('');
  });
});

describe('RSVP payload (docs/requirements.md B3)', () => {
  it('needs an attendance status (step 2)', () => {
    const { attendanceStatus: _omitted, ...withoutStatus } = attending;
    expect(firstMessage(rsvpPayloadSchema.safeParse(withoutStatus))).toBe('rsvp.attendanceRequired');
    expect(firstMessage(rsvpPayloadSchema.safeParse({ ...attending, attendanceStatus: 'yes' }))).toBe(
      'rsvp.attendanceRequired',
    );
  });

  it('defaults transport and accommodation needs to false', () => {
    expect(rsvpPayloadSchema.parse(attending)).toMatchObject({
      needsTransport: false,
      needsAccommodation: false,
    });
  });

  it('accepts an optional email, empty or valid, and rejects a malformed one', () => {
    expect(rsvpContactStepSchema.parse({ name: 'Al', phone: VALID_PHONE, email: '' }).email).toBe('');
    expect(rsvpContactStepSchema.parse({ name: 'Al', phone: VALID_PHONE, email: 'a@b.de' }).email).toBe(
      'a@b.de',
    );
    expect(
      firstMessage(rsvpContactStepSchema.safeParse({ name: 'Al', phone: VALID_PHONE, email: 'nope' })),
    ).toBe('validation.invalidEmail');
  });

  it('checks a companion phone only when one is given', () => {
    const withCompanion = (companion: { name: string; phone: string }) => ({
      ...attending,
      guests: [{ name: 'Anna Schmidt' }, companion],
    });
    expect(rsvpPayloadSchema.parse(withCompanion({ name: 'Ben', phone: '' })).guests).toHaveLength(2);
    expect(firstMessage(rsvpPayloadSchema.safeParse(withCompanion({ name: 'Ben', phone: '12' })))).toBe(
      'rsvp.phoneInvalidCountry',
    );
  });
});
