import { describe, expect, it } from 'vitest';
import { filledDraft, memoryStorage } from '../test-support/rsvp-fixtures';
import { clearRsvpDraft } from './clear-rsvp-draft';
import { loadRsvpDraft } from './load-rsvp-draft';
import { rsvpDraftKey } from './rsvp-draft-key';
import { saveRsvpDraft } from './save-rsvp-draft';

const draft = { step: 2, idempotencyKey: 'key-1', data: filledDraft({ attendanceStatus: 'attending' }) };

describe('RSVP draft persistence: nothing typed is lost', () => {
  it('loads what was saved, per wedding slug', () => {
    const storage = memoryStorage();
    expect(saveRsvpDraft('anna-ben', draft, storage)).toBe(true);
    expect(loadRsvpDraft('anna-ben', storage)).toEqual({ version: 3, ...draft });
    expect(loadRsvpDraft('other-wedding', storage)).toBeNull();
  });
  it('is cleared after success', () => {
    const storage = memoryStorage();
    saveRsvpDraft('anna-ben', draft, storage);
    clearRsvpDraft('anna-ben', storage);
    expect(loadRsvpDraft('anna-ben', storage)).toBeNull();
  });
  it('ignores corrupt JSON, a wrong shape and another version', () => {
    const key = rsvpDraftKey('anna-ben');
    expect(loadRsvpDraft('anna-ben', memoryStorage({ [key]: '{not json' }))).toBeNull();
    expect(
      loadRsvpDraft('anna-ben', memoryStorage({ [key]: JSON.stringify({ version: 3, step: 'two' }) })),
    ).toBeNull();
    expect(
      loadRsvpDraft('anna-ben', memoryStorage({ [key]: JSON.stringify({ ...draft, version: 1 }) })),
    ).toBeNull();
    expect(
      loadRsvpDraft('anna-ben', memoryStorage({ [key]: JSON.stringify({ ...draft, version: 4 }) })),
    ).toBeNull();
  });

  it("keeps the respondent's own needs across a reload", () => {
    const storage = memoryStorage();
    const respondentNeeds = {
      dietaryRestrictions: ['vegan' as const],
      dietaryPreferences: 'keine Pilze',
      allergies: 'Nüsse',
    };
    const withNeeds = { ...draft, data: { ...draft.data, respondentNeeds } };
    saveRsvpDraft('anna-ben', withNeeds, storage);
    expect(loadRsvpDraft('anna-ben', storage)?.data.respondentNeeds).toEqual(respondentNeeds);
  });

  it('migrates a v2 draft (before the respondent had needs): everything typed is kept, their needs start empty', () => {
    const { respondentNeeds: _new, ...v2Data } = filledDraft({
      attendanceStatus: 'attending',
      numberOfGuests: 2,
      companions: [
        { name: 'Ben', dietaryRestrictions: ['halal'], dietaryPreferences: '', allergies: 'Pollen' },
      ],
    });
    const v2 = { version: 2, step: 4, idempotencyKey: 'key-v2', data: v2Data };
    const storage = memoryStorage({ [rsvpDraftKey('anna-ben')]: JSON.stringify(v2) });
    expect(loadRsvpDraft('anna-ben', storage)).toEqual({
      version: 3,
      step: 4,
      idempotencyKey: 'key-v2',
      data: {
        ...v2Data,
        respondentNeeds: { dietaryRestrictions: [], dietaryPreferences: '', allergies: '' },
      },
    });
  });
  it('survives storage that throws or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadRsvpDraft('anna-ben', throwing)).toBeNull();
    expect(saveRsvpDraft('anna-ben', draft, throwing)).toBe(false);
    expect(() => clearRsvpDraft('anna-ben', throwing)).not.toThrow();
    expect(loadRsvpDraft('anna-ben', null)).toBeNull();
    expect(saveRsvpDraft('anna-ben', draft, null)).toBe(false);
  });
  it('uses window.localStorage by default', () => {
    saveRsvpDraft('default-storage', draft);
    expect(globalThis.localStorage.getItem(rsvpDraftKey('default-storage'))).not.toBeNull();
    expect(loadRsvpDraft('default-storage')?.idempotencyKey).toBe('key-1');
    clearRsvpDraft('default-storage');
    expect(globalThis.localStorage.getItem(rsvpDraftKey('default-storage'))).toBeNull();
  });
});
