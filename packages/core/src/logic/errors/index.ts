export { apiCodeMessageKey, apiErrorMessageKey } from './api-error-message-key';
export type { CoupleSaveOutcome } from './couple-save-outcome';
export { coupleSaveOutcome } from './couple-save-outcome';
export type {
  ErrorBoundaryAction,
  ErrorBoundaryActionId,
  ErrorBoundaryPresentation,
} from './error-boundary-presentation';
export { errorBoundaryPresentation } from './error-boundary-presentation';
export type { GuestSaveErrorStatus } from './guest-save-error-keys';
export { GUEST_SAVE_ERROR_KEYS } from './guest-save-error-keys';
export type { GuestSaveFailure } from './guest-save-error-message';
export { guestSaveErrorMessage } from './guest-save-error-message';
export type { ErrorBoundaryInferenceOptions } from './infer-error-boundary-type';
export { inferErrorBoundaryType } from './infer-error-boundary-type';
export type { RsvpErrorKey } from './rsvp-error-key';
export { rsvpErrorKey } from './rsvp-error-key';
