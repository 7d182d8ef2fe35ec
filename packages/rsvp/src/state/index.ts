export { isRsvpStepReady } from './is-rsvp-step-ready';
export {
  backRsvpStep,
  nextRsvpStep,
  type RsvpAction,
  type RsvpCompanionTextField,
  type RsvpRequirementField,
  type RsvpTextField,
  resetRsvp,
  restoreRsvpDraft,
  rsvpSubmitFailed,
  rsvpSubmitRefused,
  rsvpSubmitStarted,
  rsvpSubmitSucceeded,
  setRsvpAttendance,
  setRsvpCompanionRestrictions,
  setRsvpCompanionText,
  setRsvpEventAnswer,
  setRsvpGuestCount,
  setRsvpGuestName,
  setRsvpPhone,
  setRsvpRequirement,
  setRsvpRespondentRestrictions,
  setRsvpRespondentText,
  setRsvpText,
} from './rsvp-actions';
export {
  DEFAULT_DIAL_CODE,
  emptyRsvpCompanion,
  emptyRsvpDraft,
  emptyRsvpGuestNeeds,
  type RsvpCompanionDraft,
  type RsvpDraft,
  type RsvpEventAnswerDraft,
  type RsvpGuestNeedsDraft,
  rsvpEventAnswerKey,
  rsvpEventAnswerOf,
} from './rsvp-draft';
export { rsvpErrorFromIssue, rsvpErrorFromIssues, type SchemaIssue } from './rsvp-error-from-issues';
export {
  type RsvpEventChoice,
  type RsvpMealChoice,
  type RsvpPerson,
  rsvpPersons,
} from './rsvp-event-choice';
export {
  type RsvpGuestInput,
  rsvpCompanionField,
  rsvpEventAnswerField,
  rsvpFieldErrors,
  rsvpRespondentField,
} from './rsvp-field-errors';
export {
  isUntouchedRsvpDraft,
  openingRsvpState,
  type RsvpHousehold,
  rsvpHouseholdDraft,
} from './rsvp-household';
export { type RsvpPayloadResult, rsvpPayloadFromDraft } from './rsvp-payload-from-draft';
export { rsvpPhoneError } from './rsvp-phone-error';
export { rsvpReducer, rsvpStepsOf } from './rsvp-reducer';
export { createInitialRsvpState, type RsvpError, type RsvpState, type RsvpSubmission } from './rsvp-state';
export { rsvpStepInput } from './rsvp-step-input';
export { rsvpStepOfField } from './rsvp-step-of-field';
export { validateRsvpStep } from './validate-rsvp-step';
