import { clampRsvpGuestCount, resizeGuestNames, rsvpGuestNameSlots } from '@wedding/core';
import type { StoredRsvpDraft } from '../persistence/stored-rsvp-draft';
import { restoreRsvpDraft } from './rsvp-actions';
import { emptyRsvpCompanion, emptyRsvpDraft, type RsvpDraft } from './rsvp-draft';
import type { RsvpEventChoice } from './rsvp-event-choice';
import { rsvpReducer } from './rsvp-reducer';
import { createInitialRsvpState, type RsvpState } from './rsvp-state';

/**
 * The people a personal invitation is for (the household the site admitted by its personal link), the head
 * first. Structurally core's `PublicHousehold`, so a site passes `wedding.household` as it is.
 */
export interface RsvpHousehold {
  readonly names: readonly string[];
}

/**
 * The wizard's starting answers for a household: the head answers (the contact name), everyone else is a companion
 * by name, and the guest count covers them all (it only counts when the guest says they attend). Core's guest limit
 * still holds: names beyond the tenth have no slot. Null when the household names nobody, so nothing is prefilled.
 */
export function rsvpHouseholdDraft(household: RsvpHousehold | null | undefined): RsvpDraft | null {
  const names = (household?.names ?? []).map((name) => name.trim()).filter((name) => name !== '');
  const [respondent, ...others] = names;
  if (respondent === undefined) return null;
  const numberOfGuests = clampRsvpGuestCount(names.length);
  const companions = resizeGuestNames(others, rsvpGuestNameSlots(numberOfGuests)).map((name) =>
    emptyRsvpCompanion(name),
  );
  return { ...emptyRsvpDraft(), name: respondent, numberOfGuests, companions };
}

/** Plain JSON values (what a draft is made of) compared by content, whatever order their keys come in. */
function sameJson(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  const rightKeys = Object.keys(right);
  return (
    leftKeys.length === rightKeys.length &&
    leftKeys.every(
      (key) =>
        Object.hasOwn(right, key) &&
        sameJson((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]),
    )
  );
}

/**
 * Whether a stored draft holds nothing the guest did: the empty wizard on its first step. Earlier versions saved
 * the untouched wizard as soon as it was shown, so such a draft must not hide a household's names.
 */
export function isUntouchedRsvpDraft(draft: Pick<StoredRsvpDraft, 'step' | 'data'>): boolean {
  return draft.step === 1 && sameJson(draft.data, emptyRsvpDraft());
}

/**
 * The state the wizard opens with: a draft the guest already worked on wins (nothing typed is ever replaced);
 * otherwise the household's names when the site knows the household; otherwise the empty wizard. A stored
 * draft keeps its idempotency key in every case.
 */
export function openingRsvpState(
  stored: StoredRsvpDraft | null,
  household: RsvpHousehold | null | undefined,
  createIdempotencyKey: () => string,
  events: readonly RsvpEventChoice[] = [],
): RsvpState {
  if (stored !== null && !isUntouchedRsvpDraft(stored)) {
    return rsvpReducer(
      createInitialRsvpState(createIdempotencyKey(), emptyRsvpDraft(), events),
      restoreRsvpDraft(stored),
    );
  }
  const key = stored?.idempotencyKey ?? createIdempotencyKey();
  return createInitialRsvpState(key, rsvpHouseholdDraft(household) ?? emptyRsvpDraft(), events);
}
