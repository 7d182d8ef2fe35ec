import { describe, expect, it } from 'vitest';
import { filledDraft } from '../test-support/rsvp-fixtures';
import { emptyRsvpCompanion } from './rsvp-draft';
import { rsvpPayloadFromDraft } from './rsvp-payload-from-draft';

describe('RSVP payload (docs/requirements.md B5): blank guest names are dropped before sending', () => {
  it('sends the respondent first, then the typed companions only, and the phone as dial code, space, number', () => {
    const result = rsvpPayloadFromDraft(
      filledDraft({
        attendanceStatus: 'attending',
        numberOfGuests: 4,
        companions: [' Ben ', '', '   '].map((name) => emptyRsvpCompanion(name)),
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      payload: {
        phone: '+49 1512 3456789',
        numberOfGuests: 4,
        guests: [
          expect.objectContaining({ name: 'Anna Schmidt', phone: '+49 1512 3456789' }),
          expect.objectContaining({ name: 'Ben' }),
        ],
      },
    });
  });
  it('sends no guests and 0 as the count when not attending (docs/requirements.md B3)', () => {
    const result = rsvpPayloadFromDraft(
      filledDraft({
        attendanceStatus: 'not_attending',
        numberOfGuests: 3,
        companions: ['Ben', 'Cem'].map((name) => emptyRsvpCompanion(name)),
      }),
    );
    expect(result).toMatchObject({ ok: true, payload: { numberOfGuests: 0, guests: [] } });
  });
  it('refuses a message of 1001 characters and accepts 1000 (docs/requirements.md B5)', () => {
    const base = { attendanceStatus: 'maybe' as const };
    expect(rsvpPayloadFromDraft(filledDraft({ ...base, message: 'x'.repeat(1000) })).ok).toBe(true);
    expect(rsvpPayloadFromDraft(filledDraft({ ...base, message: 'x'.repeat(1001) }))).toEqual({
      ok: false,
      error: { key: 'rsvp.messageTooLong', params: { max: 1000 }, field: 'message' },
    });
  });
  it("sends everyone's restrictions as list ids, other needs and allergies, the respondent's own first (docs/requirements.md B3)", () => {
    const result = rsvpPayloadFromDraft(
      filledDraft({
        attendanceStatus: 'attending',
        numberOfGuests: 2,
        respondentNeeds: { dietaryRestrictions: ['vegan'], dietaryPreferences: '', allergies: 'Sellerie' },
        companions: [
          {
            name: 'Ben',
            dietaryRestrictions: ['vegetarian', 'gluten-free'],
            dietaryPreferences: 'no mushrooms',
            allergies: 'Peanuts',
          },
        ],
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      payload: {
        guests: [
          {
            name: 'Anna Schmidt',
            phone: '+49 1512 3456789',
            dietaryRestrictions: 'vegan',
            dietaryPreferences: '',
            allergies: 'Sellerie',
          },
          {
            name: 'Ben',
            dietaryRestrictions: 'vegetarian, gluten-free',
            dietaryPreferences: 'no mushrooms',
            allergies: 'Peanuts',
          },
        ],
      },
    });
  });
  it('sends the respondent alone when attending on their own (count 1)', () => {
    const result = rsvpPayloadFromDraft(filledDraft({ attendanceStatus: 'attending', numberOfGuests: 1 }));
    expect(result).toMatchObject({
      ok: true,
      payload: { numberOfGuests: 1, guests: [expect.objectContaining({ name: 'Anna Schmidt' })] },
    });
    expect(result.ok && result.payload.guests).toHaveLength(1);
  });
  it('refuses a draft without an attendance status', () => {
    expect(rsvpPayloadFromDraft(filledDraft())).toMatchObject({
      ok: false,
      error: { key: 'rsvp.attendanceRequired' },
    });
  });
});
