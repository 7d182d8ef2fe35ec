import {
  RSVP_GUESTS,
  resizeGuestNames,
  rsvpGuestNameSlots,
  rsvpStepAfterAttendanceChange,
  rsvpSteps,
} from '@wedding/core';
import type { RsvpAction } from './rsvp-actions';
import type { RsvpDraft } from './rsvp-draft';
import { createInitialRsvpState, type RsvpState } from './rsvp-state';
import { validateRsvpStep } from './validate-rsvp-step';

/** The guest count as a whole number; out-of-range counts are kept so Next can report 'Maximum 10 guests'. */
function wholeGuestCount(count: number): number {
  return Number.isFinite(count) ? Math.trunc(count) : RSVP_GUESTS.min;
}

function clampStep(step: number, data: RsvpDraft): number {
  const total = rsvpSteps(data.attendanceStatus).length;
  return Number.isInteger(step) ? Math.min(total, Math.max(1, step)) : 1;
}

/** An edit by the guest: refused while a submit is under way or after success, and it clears the banner. */
function edit(state: RsvpState, data: RsvpDraft, step = state.step): RsvpState {
  if (state.submitting || state.submitted !== null) return state;
  return { ...state, data, step, error: null };
}

/** Spec B 2 and 4: the RSVP wizard as a pure reducer. */
export function rsvpReducer(state: RsvpState, action: RsvpAction): RsvpState {
  switch (action.type) {
    case 'setText':
      return edit(state, { ...state.data, [action.field]: action.value });
    case 'setAttendance': {
      const data = { ...state.data, attendanceStatus: action.status };
      return edit(state, data, rsvpStepAfterAttendanceChange(state.step, action.status));
    }
    case 'setGuestCount': {
      const numberOfGuests = wholeGuestCount(action.count);
      const guestNames = resizeGuestNames(state.data.guestNames, rsvpGuestNameSlots(numberOfGuests));
      return edit(state, { ...state.data, numberOfGuests, guestNames });
    }
    case 'setGuestName': {
      if (action.index < 0 || action.index >= state.data.guestNames.length) return state;
      const guestNames = state.data.guestNames.map((name, index) =>
        index === action.index ? action.name : name,
      );
      return edit(state, { ...state.data, guestNames });
    }
    case 'setRequirement':
      return edit(state, { ...state.data, [action.field]: action.value });
    case 'next': {
      if (state.submitting || state.submitted !== null) return state;
      const steps = rsvpSteps(state.data.attendanceStatus);
      const stepId = steps[state.step - 1];
      if (stepId === undefined || state.step >= steps.length) return state;
      const error = validateRsvpStep(stepId, state.data);
      return error === null ? { ...state, step: state.step + 1, error: null } : { ...state, error };
    }
    case 'back':
      if (state.submitting || state.submitted !== null || state.step <= 1) return state;
      return { ...state, step: state.step - 1, error: null };
    case 'submitStarted': {
      if (state.submitting || state.submitted !== null) return state;
      if (state.step < rsvpSteps(state.data.attendanceStatus).length) return state;
      return { ...state, submitting: true, error: null };
    }
    case 'submitSucceeded':
      return { ...state, submitting: false, submitted: action.submission, error: null };
    case 'submitFailed':
      return { ...state, submitting: false, error: action.error };
    case 'restore':
      if (state.submitting || state.submitted !== null) return state;
      return {
        ...state,
        data: action.state.data,
        step: clampStep(action.state.step, action.state.data),
        idempotencyKey: action.state.idempotencyKey,
        error: null,
      };
    case 'reset':
      return createInitialRsvpState(action.idempotencyKey, action.data);
  }
}
