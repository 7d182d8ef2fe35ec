import {
  DIETARY_RESTRICTIONS,
  type DietaryRestriction,
  RSVP_GUESTS,
  resizeGuestNames,
  rsvpAsksPerEvent,
  rsvpGuestNameSlots,
  rsvpStepAfterAttendanceChange,
  rsvpSteps,
} from '@wedding/core';
import type { RsvpAction } from './rsvp-actions';
import {
  emptyRsvpCompanion,
  type RsvpCompanionDraft,
  type RsvpDraft,
  rsvpEventAnswerKey,
} from './rsvp-draft';
import {
  rsvpCompanionField,
  rsvpEventAnswerField,
  rsvpFieldErrors,
  rsvpRespondentField,
} from './rsvp-field-errors';
import { createInitialRsvpState, type RsvpState } from './rsvp-state';
import { rsvpStepOfField } from './rsvp-step-of-field';
import { validateRsvpStep } from './validate-rsvp-step';

/** The guest count as a whole number; out-of-range counts are kept so Next can report 'Maximum 10 guests'. */
function wholeGuestCount(count: number): number {
  return Number.isFinite(count) ? Math.trunc(count) : RSVP_GUESTS.min;
}

/** Ticked restrictions in the list's order and free of duplicates, whatever order they were ticked in. */
function orderedRestrictions(restrictions: readonly DietaryRestriction[]): DietaryRestriction[] {
  return DIETARY_RESTRICTIONS.filter((restriction) => restrictions.includes(restriction));
}

/** The wizard's steps for the answer so far and the events the guest is asked about. */
export function rsvpStepsOf(state: Pick<RsvpState, 'data' | 'events'>) {
  return rsvpSteps(state.data.attendanceStatus, rsvpAsksPerEvent(state.events));
}

function clampStep(step: number, state: Pick<RsvpState, 'data' | 'events'>): number {
  const total = rsvpStepsOf(state).length;
  return Number.isInteger(step) ? Math.min(total, Math.max(1, step)) : 1;
}

/** Core's resize rule on the names; a kept slot keeps its needs too, a new slot starts empty. */
function resizeCompanions(companions: readonly RsvpCompanionDraft[], slots: number): RsvpCompanionDraft[] {
  return resizeGuestNames(
    companions.map((companion) => companion.name),
    slots,
  ).map((name, index) => ({ ...(companions[index] ?? emptyRsvpCompanion()), name }));
}

/**
 * An edit by the guest: refused while a submit is under way or after success. It clears the banner and the
 * edited field's own error; the other fields keep theirs until they are edited.
 */
function edit(state: RsvpState, data: RsvpDraft, field: string, step = state.step): RsvpState {
  if (state.submitting || state.submitted !== null) return state;
  const { [field]: _cleared, ...fieldErrors } = state.fieldErrors;
  return { ...state, data, step, error: null, fieldErrors };
}

function editCompanion(
  state: RsvpState,
  index: number,
  field: string,
  change: (companion: RsvpCompanionDraft) => RsvpCompanionDraft,
): RsvpState {
  const companion = state.data.companions[index];
  if (companion === undefined) return state;
  const companions = state.data.companions.map((each, position) =>
    position === index ? change(companion) : each,
  );
  return edit(state, { ...state.data, companions }, field);
}

/** docs/requirements.md B2 and B4: the RSVP wizard as a pure reducer. */
export function rsvpReducer(state: RsvpState, action: RsvpAction): RsvpState {
  switch (action.type) {
    case 'setText':
      return edit(state, { ...state.data, [action.field]: action.value }, action.field);
    case 'setPhone':
      return edit(state, { ...state.data, dialCode: action.dialCode, phoneNumber: action.number }, 'phone');
    case 'setAttendance': {
      const data = { ...state.data, attendanceStatus: action.status };
      const perEvent = rsvpAsksPerEvent(state.events);
      return edit(
        state,
        data,
        'attendanceStatus',
        rsvpStepAfterAttendanceChange(state.step, action.status, perEvent),
      );
    }
    case 'setGuestCount': {
      const numberOfGuests = wholeGuestCount(action.count);
      const companions = resizeCompanions(state.data.companions, rsvpGuestNameSlots(numberOfGuests));
      return edit(state, { ...state.data, numberOfGuests, companions }, 'numberOfGuests');
    }
    case 'setGuestName':
      return editCompanion(state, action.index, rsvpCompanionField(action.index, 'name'), (companion) => ({
        ...companion,
        name: action.name,
      }));
    case 'setRespondentRestrictions': {
      const respondentNeeds = {
        ...state.data.respondentNeeds,
        dietaryRestrictions: orderedRestrictions(action.restrictions),
      };
      return edit(state, { ...state.data, respondentNeeds }, rsvpRespondentField('dietaryRestrictions'));
    }
    case 'setRespondentText': {
      const respondentNeeds = { ...state.data.respondentNeeds, [action.field]: action.value };
      return edit(state, { ...state.data, respondentNeeds }, rsvpRespondentField(action.field));
    }
    case 'setCompanionRestrictions': {
      const dietaryRestrictions = orderedRestrictions(action.restrictions);
      const field = rsvpCompanionField(action.index, 'dietaryRestrictions');
      return editCompanion(state, action.index, field, (companion) => ({
        ...companion,
        dietaryRestrictions,
      }));
    }
    case 'setCompanionText':
      return editCompanion(
        state,
        action.index,
        rsvpCompanionField(action.index, action.field),
        (companion) => ({
          ...companion,
          [action.field]: action.value,
        }),
      );
    case 'setRequirement':
      return edit(state, { ...state.data, [action.field]: action.value }, action.field);
    case 'setEventAnswer': {
      const eventAnswers = {
        ...state.data.eventAnswers,
        [rsvpEventAnswerKey(action.person, action.eventId)]: action.answer,
      };
      const field = rsvpEventAnswerField(state.events, action.person, action.eventId);
      return edit(state, { ...state.data, eventAnswers }, field);
    }
    case 'next': {
      if (state.submitting || state.submitted !== null) return state;
      const steps = rsvpStepsOf(state);
      const stepId = steps[state.step - 1];
      if (stepId === undefined || state.step >= steps.length) return state;
      const errors = validateRsvpStep(stepId, state.data, state.events);
      const [first] = errors;
      return first === undefined
        ? { ...state, step: state.step + 1, error: null, fieldErrors: {} }
        : { ...state, error: first, fieldErrors: rsvpFieldErrors(errors) };
    }
    case 'back':
      if (state.submitting || state.submitted !== null || state.step <= 1) return state;
      return { ...state, step: state.step - 1, error: null, fieldErrors: {} };
    case 'submitStarted': {
      if (state.submitting || state.submitted !== null) return state;
      if (state.step < rsvpStepsOf(state).length) return state;
      return { ...state, submitting: true, error: null, fieldErrors: {} };
    }
    case 'submitSucceeded':
      return { ...state, submitting: false, submitted: action.submission, error: null, fieldErrors: {} };
    case 'submitFailed':
      return {
        ...state,
        submitting: false,
        error: action.error,
        fieldErrors: rsvpFieldErrors([action.error]),
      };
    case 'submitRefused': {
      const [first] = action.errors;
      if (!state.submitting || first === undefined) return state;
      // Back to the step of the first refused input, everything typed kept, its message shown there.
      const steps = rsvpStepsOf(state);
      const owner = first.field === undefined ? undefined : rsvpStepOfField(first.field);
      const step = owner === undefined ? -1 : steps.indexOf(owner);
      return {
        ...state,
        submitting: false,
        step: step === -1 ? state.step : step + 1,
        error: first,
        fieldErrors: rsvpFieldErrors(action.errors),
      };
    }
    case 'restore':
      if (state.submitting || state.submitted !== null) return state;
      return {
        ...state,
        data: action.state.data,
        step: clampStep(action.state.step, { data: action.state.data, events: state.events }),
        idempotencyKey: action.state.idempotencyKey,
        error: null,
        fieldErrors: {},
      };
    case 'reset':
      return createInitialRsvpState(action.idempotencyKey, action.data, state.events);
  }
}
