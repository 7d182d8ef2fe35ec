import { describe, expect, it } from 'vitest';
import { filledDraft } from '../test-support/rsvp-fixtures';
import {
  backRsvpStep,
  nextRsvpStep,
  resetRsvp,
  restoreRsvpDraft,
  rsvpSubmitFailed,
  rsvpSubmitStarted,
  rsvpSubmitSucceeded,
  setRsvpAttendance,
  setRsvpCompanionRestrictions,
  setRsvpCompanionText,
  setRsvpGuestCount,
  setRsvpGuestName,
  setRsvpPhone,
  setRsvpRespondentRestrictions,
  setRsvpRespondentText,
  setRsvpText,
} from './rsvp-actions';
import type { RsvpDraft } from './rsvp-draft';
import { rsvpReducer } from './rsvp-reducer';
import { createInitialRsvpState, type RsvpState } from './rsvp-state';

const at = (step: number, data: Partial<RsvpDraft> = {}): RsvpState => ({
  ...createInitialRsvpState('key-1', filledDraft(data)),
  step,
});

describe('RSVP wizard (docs/requirements.md B4): Next validates the current step, else shows the error', () => {
  it('stays on step 1 with the name rule when the name has 1 character', () => {
    const state = rsvpReducer(at(1, { name: 'A' }), nextRsvpStep());
    expect(state.step).toBe(1);
    expect(state.error).toEqual({ key: 'rsvp.nameRequired', params: { min: 2 }, field: 'name' });
  });
  it('moves on with a 2-character name and a valid phone', () => {
    const state = rsvpReducer(at(1, { name: 'Al' }), nextRsvpStep());
    expect(state).toMatchObject({ step: 2, error: null });
  });
  it('reports the phone rule for an empty number', () => {
    expect(rsvpReducer(at(1, { phoneNumber: '' }), nextRsvpStep()).error?.key).toBe('rsvp.phoneRequired');
  });
  it('step 2 needs an attendance status', () => {
    const state = rsvpReducer(at(2, { attendanceStatus: null }), nextRsvpStep());
    expect(state).toMatchObject({ step: 2, error: { key: 'rsvp.attendanceRequired' } });
  });
  it('step 3 refuses 11 guests with Maximum 10 guests and accepts 10', () => {
    const eleven = rsvpReducer(at(3, { attendanceStatus: 'attending' }), setRsvpGuestCount(11));
    expect(rsvpReducer(eleven, nextRsvpStep()).error).toMatchObject({ key: 'rsvp.guestsMax' });
    const ten = rsvpReducer(at(3, { attendanceStatus: 'attending' }), setRsvpGuestCount(10));
    expect(rsvpReducer(ten, nextRsvpStep())).toMatchObject({ step: 4, error: null });
  });
  it('does not go past the last step (5 when attending, 3 otherwise)', () => {
    expect(rsvpReducer(at(5, { attendanceStatus: 'attending' }), nextRsvpStep()).step).toBe(5);
    expect(rsvpReducer(at(3, { attendanceStatus: 'maybe' }), nextRsvpStep()).step).toBe(3);
  });
});

describe('RSVP wizard (docs/requirements.md B4): Back goes one step and clears the error', () => {
  it('goes back one step and clears the banner', () => {
    const withError = {
      ...at(3, { attendanceStatus: 'attending' }),
      error: { key: 'rsvp.guestsMax' as const },
    };
    expect(rsvpReducer(withError, backRsvpStep())).toMatchObject({ step: 2, error: null });
  });
  it('does nothing on step 1', () => {
    const first = at(1);
    expect(rsvpReducer(first, backRsvpStep())).toBe(first);
  });
});

describe('RSVP wizard (docs/requirements.md B4): a non-attending choice beyond step 3 returns to step 3', () => {
  it('returns from step 4 and 5 to step 3', () => {
    expect(
      rsvpReducer(at(4, { attendanceStatus: 'attending' }), setRsvpAttendance('not_attending')).step,
    ).toBe(3);
    expect(rsvpReducer(at(5, { attendanceStatus: 'attending' }), setRsvpAttendance('maybe')).step).toBe(3);
  });
  it('keeps step 2 and 3', () => {
    expect(rsvpReducer(at(2), setRsvpAttendance('not_attending')).step).toBe(2);
    expect(rsvpReducer(at(3, { attendanceStatus: 'attending' }), setRsvpAttendance('maybe')).step).toBe(3);
  });
});

describe('RSVP wizard (docs/requirements.md B4): a submitting flag disables navigation', () => {
  const submitting = rsvpReducer(at(3, { attendanceStatus: 'maybe' }), rsvpSubmitStarted());
  it('starts submitting only on the last step', () => {
    expect(submitting.submitting).toBe(true);
    expect(rsvpReducer(at(2, { attendanceStatus: 'maybe' }), rsvpSubmitStarted()).submitting).toBe(false);
  });
  it('ignores Back, Next, edits and a second submit while submitting', () => {
    expect(rsvpReducer(submitting, backRsvpStep())).toBe(submitting);
    expect(rsvpReducer(submitting, nextRsvpStep())).toBe(submitting);
    expect(rsvpReducer(submitting, setRsvpText('message', 'changed'))).toBe(submitting);
    expect(rsvpReducer(submitting, rsvpSubmitStarted())).toBe(submitting);
  });
  it('unlocks with the error after a failure and keeps the idempotency key', () => {
    const failed = rsvpReducer(submitting, rsvpSubmitFailed({ key: 'networkError' }));
    expect(failed).toMatchObject({
      submitting: false,
      error: { key: 'networkError' },
      idempotencyKey: 'key-1',
    });
    expect(rsvpReducer(failed, backRsvpStep()).step).toBe(2);
  });
  it('records the success and locks further edits', () => {
    const submission = {
      id: 'r1',
      submittedAt: '2026-11-22T09:00:00.000Z',
      attendanceStatus: 'maybe',
      numberOfGuests: 0,
    };
    const done = rsvpReducer(submitting, rsvpSubmitSucceeded(submission));
    expect(done).toMatchObject({ submitting: false, submitted: submission });
    expect(rsvpReducer(done, setRsvpText('name', 'Other'))).toBe(done);
  });
});

describe('RSVP guest list (docs/requirements.md B4): changing the count resizes the names and keeps existing ones', () => {
  const names = (state: RsvpState) => state.data.companions.map((companion) => companion.name);
  it('adds a name slot per companion (count minus the respondent) and keeps typed names', () => {
    let state = rsvpReducer(at(3, { attendanceStatus: 'attending' }), setRsvpGuestCount(3));
    expect(names(state)).toEqual(['', '']);
    state = rsvpReducer(state, setRsvpGuestName(0, 'Ben'));
    state = rsvpReducer(state, setRsvpGuestCount(4));
    expect(names(state)).toEqual(['Ben', '', '']);
    state = rsvpReducer(state, setRsvpGuestCount(2));
    expect(names(state)).toEqual(['Ben']);
    expect(names(rsvpReducer(state, setRsvpGuestCount(1)))).toEqual([]);
  });
  it('ignores a name for a slot that does not exist', () => {
    const state = at(3, { attendanceStatus: 'attending' });
    expect(rsvpReducer(state, setRsvpGuestName(0, 'Ben'))).toBe(state);
  });
  it("keeps a companion's needs when the count changes around it", () => {
    let state = rsvpReducer(at(4, { attendanceStatus: 'attending' }), setRsvpGuestCount(2));
    state = rsvpReducer(state, setRsvpGuestName(0, 'Ben'));
    state = rsvpReducer(state, setRsvpCompanionText(0, 'allergies', 'Nuts'));
    state = rsvpReducer(state, setRsvpGuestCount(3));
    expect(state.data.companions).toEqual([
      { name: 'Ben', dietaryRestrictions: [], dietaryPreferences: '', allergies: 'Nuts' },
      { name: '', dietaryRestrictions: [], dietaryPreferences: '', allergies: '' },
    ]);
  });
});

describe('RSVP requirements (docs/requirements.md B3): dietary restrictions and allergies per companion', () => {
  const withBen = () =>
    rsvpReducer(
      rsvpReducer(at(4, { attendanceStatus: 'attending' }), setRsvpGuestCount(2)),
      setRsvpGuestName(0, 'Ben'),
    );
  it("keeps the restrictions in core's list order without duplicates", () => {
    const state = rsvpReducer(withBen(), setRsvpCompanionRestrictions(0, ['vegan', 'halal', 'vegan']));
    expect(state.data.companions[0]?.dietaryRestrictions).toEqual(['vegan', 'halal']);
  });
  it('ignores needs for a companion slot that does not exist', () => {
    const state = withBen();
    expect(rsvpReducer(state, setRsvpCompanionText(3, 'allergies', 'Nuts'))).toBe(state);
  });
  it("refuses an allergy text above core's limit on Next, at that companion's field", () => {
    const state = rsvpReducer(
      rsvpReducer(withBen(), setRsvpCompanionText(0, 'allergies', 'x'.repeat(1001))),
      nextRsvpStep(),
    );
    expect(state.step).toBe(4);
    expect(state.error).toEqual({
      key: 'validation.tooLong',
      params: { max: 1000 },
      field: 'guests.1.allergies',
    });
    expect(Object.keys(state.fieldErrors)).toEqual(['guests.1.allergies']);
  });
});

describe("RSVP requirements (docs/requirements.md B3): the respondent's own dietary needs (guests[0])", () => {
  const attending = () => at(4, { attendanceStatus: 'attending' });
  it("keeps the respondent's restrictions in core's list order without duplicates", () => {
    const state = rsvpReducer(attending(), setRsvpRespondentRestrictions(['halal', 'vegan', 'halal']));
    expect(state.data.respondentNeeds.dietaryRestrictions).toEqual(['vegan', 'halal']);
  });
  it("keeps the respondent's needs when the guest count changes", () => {
    let state = rsvpReducer(attending(), setRsvpRespondentText('allergies', 'Nüsse'));
    state = rsvpReducer(state, setRsvpGuestCount(3));
    state = rsvpReducer(state, setRsvpGuestCount(1));
    expect(state.data.respondentNeeds).toEqual({
      dietaryRestrictions: [],
      dietaryPreferences: '',
      allergies: 'Nüsse',
    });
  });
  it("refuses a too-long text on Next at the respondent's own field, and an edit clears it", () => {
    const failed = rsvpReducer(
      rsvpReducer(attending(), setRsvpRespondentText('dietaryPreferences', 'x'.repeat(1001))),
      nextRsvpStep(),
    );
    expect(failed.step).toBe(4);
    expect(failed.error).toMatchObject({ key: 'validation.tooLong', field: 'guests.0.dietaryPreferences' });
    const edited = rsvpReducer(failed, setRsvpRespondentText('dietaryPreferences', 'keine Pilze'));
    expect(edited.fieldErrors).toEqual({});
    expect(rsvpReducer(edited, nextRsvpStep()).step).toBe(5);
  });
});

describe('RSVP field errors (docs/requirements.md B4): every broken rule of the step is shown at its input', () => {
  it('reports name and phone at once; the banner shows the first', () => {
    const state = rsvpReducer(at(1, { name: 'A', phoneNumber: '12' }), nextRsvpStep());
    expect(state.error).toMatchObject({ key: 'rsvp.nameRequired', field: 'name' });
    expect(state.fieldErrors).toMatchObject({
      name: { key: 'rsvp.nameRequired' },
      phone: { key: 'rsvp.phoneRequired' },
    });
  });
  it('an edit clears the banner and its own field error only', () => {
    const failed = rsvpReducer(at(1, { name: 'A', phoneNumber: '12' }), nextRsvpStep());
    const edited = rsvpReducer(failed, setRsvpText('name', 'Anna'));
    expect(edited.error).toBeNull();
    expect(Object.keys(edited.fieldErrors)).toEqual(['phone']);
    expect(Object.keys(rsvpReducer(edited, setRsvpPhone('+49', '1512 3456789')).fieldErrors)).toEqual([]);
  });
  it('reports the specific parse message of the phone', () => {
    const state = rsvpReducer(at(1, { dialCode: '+49', phoneNumber: '1512 3456789 12345' }), nextRsvpStep());
    expect(state.fieldErrors.phone?.key).toBe('rsvp.phoneTooLong');
  });
  it('Back clears every field error', () => {
    const failed = rsvpReducer(at(2, { attendanceStatus: null }), nextRsvpStep());
    expect(failed.fieldErrors).toHaveProperty('attendanceStatus');
    expect(rsvpReducer(failed, backRsvpStep()).fieldErrors).toEqual({});
  });
});

describe('RSVP wizard: restoring and resetting a draft', () => {
  it('restores data, step and key, clamping a step beyond the short wizard', () => {
    const restored = rsvpReducer(
      at(1),
      restoreRsvpDraft({
        step: 5,
        data: filledDraft({ attendanceStatus: 'maybe' }),
        idempotencyKey: 'key-2',
      }),
    );
    expect(restored).toMatchObject({ step: 3, idempotencyKey: 'key-2', error: null });
  });
  it('reset starts an empty wizard with a new key', () => {
    expect(rsvpReducer(at(4), resetRsvp('key-3'))).toMatchObject({
      step: 1,
      idempotencyKey: 'key-3',
      submitted: null,
    });
  });
});
