import { describe, expect, it } from 'vitest';
import { RSVP_DRAFT_VERSION, type StoredRsvpDraft } from '../persistence/stored-rsvp-draft';
import { filledDraft } from '../test-support/rsvp-fixtures';
import { emptyRsvpCompanion, emptyRsvpDraft } from './rsvp-draft';
import { isUntouchedRsvpDraft, openingRsvpState, rsvpHouseholdDraft } from './rsvp-household';
import { rsvpPayloadFromDraft } from './rsvp-payload-from-draft';

const stored = (step: number, data = emptyRsvpDraft(), idempotencyKey = 'stored-key'): StoredRsvpDraft => ({
  version: RSVP_DRAFT_VERSION,
  step,
  idempotencyKey,
  data,
});
const newKey = () => 'new-key';

describe('rsvpHouseholdDraft: the household a personal link admitted, as starting answers', () => {
  it('makes the head the one answering, the others companions, and counts everyone', () => {
    expect(rsvpHouseholdDraft({ names: ['Ada Lovelace', 'Byron Lovelace', 'Ralph'] })).toEqual({
      ...emptyRsvpDraft(),
      name: 'Ada Lovelace',
      numberOfGuests: 3,
      companions: [emptyRsvpCompanion('Byron Lovelace'), emptyRsvpCompanion('Ralph')],
    });
  });

  it('names one guest alone with a count of one and no companions', () => {
    expect(rsvpHouseholdDraft({ names: ['Ada'] })).toMatchObject({
      name: 'Ada',
      numberOfGuests: 1,
      companions: [],
    });
  });

  it('drops blank names and trims the others', () => {
    expect(rsvpHouseholdDraft({ names: ['  ', ' Ada ', '', 'Byron '] })).toMatchObject({
      name: 'Ada',
      numberOfGuests: 2,
      companions: [{ name: 'Byron' }],
    });
  });

  it('keeps to the guest limit: ten at most, the head always among them', () => {
    const names = Array.from({ length: 12 }, (_, index) => `Guest ${index + 1}`);
    const draft = rsvpHouseholdDraft({ names });
    expect(draft?.numberOfGuests).toBe(10);
    expect(draft?.name).toBe('Guest 1');
    expect(draft?.companions.map((companion) => companion.name)).toEqual(names.slice(1, 10));
  });

  it('prefills nothing for no household or one without names', () => {
    expect(rsvpHouseholdDraft(null)).toBeNull();
    expect(rsvpHouseholdDraft(undefined)).toBeNull();
    expect(rsvpHouseholdDraft({ names: [] })).toBeNull();
    expect(rsvpHouseholdDraft({ names: [' '] })).toBeNull();
  });

  it('sends everyone when attending and nobody when not (core payload rules unchanged)', () => {
    const draft = {
      ...rsvpHouseholdDraft({ names: ['Ada Lovelace', 'Byron Lovelace'] })!,
      dialCode: '+49',
      phoneNumber: '1512 3456789',
    };
    const attending = rsvpPayloadFromDraft({ ...draft, attendanceStatus: 'attending' });
    expect(attending.ok && attending.payload.numberOfGuests).toBe(2);
    expect(attending.ok && attending.payload.guests.map((guest) => guest.name)).toEqual([
      'Ada Lovelace',
      'Byron Lovelace',
    ]);
    const declining = rsvpPayloadFromDraft({ ...draft, attendanceStatus: 'not_attending' });
    expect(declining.ok && declining.payload.numberOfGuests).toBe(0);
  });
});

describe('isUntouchedRsvpDraft', () => {
  it('is the empty wizard on its first step, whatever order the stored keys come in', () => {
    const reordered = Object.fromEntries(
      Object.entries(emptyRsvpDraft()).reverse(),
    ) as StoredRsvpDraft['data'];
    expect(isUntouchedRsvpDraft(stored(1))).toBe(true);
    expect(isUntouchedRsvpDraft(stored(1, reordered))).toBe(true);
  });

  it('is anything the guest did: a letter, another dial code, a later step', () => {
    expect(isUntouchedRsvpDraft(stored(1, { ...emptyRsvpDraft(), email: 'a' }))).toBe(false);
    expect(isUntouchedRsvpDraft(stored(1, { ...emptyRsvpDraft(), dialCode: '+90' }))).toBe(false);
    expect(isUntouchedRsvpDraft(stored(1, { ...emptyRsvpDraft(), needsTransport: true }))).toBe(false);
    expect(isUntouchedRsvpDraft(stored(2))).toBe(false);
  });
});

describe('openingRsvpState: a draft the guest worked on wins over the household', () => {
  const household = { names: ['Ada', 'Byron'] };

  it('opens a typed draft as it was, step and key included, ignoring the household', () => {
    const draft = stored(2, filledDraft({ name: 'Grace' }));
    const state = openingRsvpState(draft, household, newKey);
    expect(state).toMatchObject({ step: 2, idempotencyKey: 'stored-key', data: { name: 'Grace' } });
    expect(state.data.companions).toEqual([]);
  });

  it("prefills the household over an untouched stored draft, keeping that draft's key", () => {
    const state = openingRsvpState(stored(1), household, newKey);
    expect(state).toMatchObject({
      step: 1,
      idempotencyKey: 'stored-key',
      data: { name: 'Ada', numberOfGuests: 2, companions: [{ name: 'Byron' }] },
    });
  });

  it('prefills the household when nothing is stored, with a new key', () => {
    const state = openingRsvpState(null, household, newKey);
    expect(state).toMatchObject({ step: 1, idempotencyKey: 'new-key', data: { name: 'Ada' } });
  });

  it('opens the empty wizard without a household', () => {
    expect(openingRsvpState(null, null, newKey).data).toEqual(emptyRsvpDraft());
    expect(openingRsvpState(stored(1), undefined, newKey).data).toEqual(emptyRsvpDraft());
  });
});
