export { isRsvpStepReady } from './is-rsvp-step-ready';
export {
  backRsvpStep,
  nextRsvpStep,
  type RsvpAction,
  type RsvpRequirementField,
  type RsvpTextField,
  resetRsvp,
  restoreRsvpDraft,
  rsvpSubmitFailed,
  rsvpSubmitStarted,
  rsvpSubmitSucceeded,
  setRsvpAttendance,
  setRsvpGuestCount,
  setRsvpGuestName,
  setRsvpRequirement,
  setRsvpText,
} from './rsvp-actions';
export { DEFAULT_DIAL_CODE, emptyRsvpDraft, type RsvpDraft } from './rsvp-draft';
export { rsvpErrorFromIssues } from './rsvp-error-from-issues';
export { type RsvpPayloadResult, rsvpPayloadFromDraft } from './rsvp-payload-from-draft';
export { rsvpReducer } from './rsvp-reducer';
export { createInitialRsvpState, type RsvpError, type RsvpState, type RsvpSubmission } from './rsvp-state';
export { rsvpStepInput } from './rsvp-step-input';
export { validateRsvpStep } from './validate-rsvp-step';
