import type { AttendanceStatus } from '@wedding/core';
import type { RsvpDraft } from './rsvp-draft';
import type { RsvpError, RsvpState, RsvpSubmission } from './rsvp-state';

/** Plain text fields edited as typed. */
export type RsvpTextField = 'name' | 'email' | 'dialCode' | 'phoneNumber' | 'message';
export type RsvpRequirementField = 'needsTransport' | 'needsAccommodation';

export type RsvpAction =
  | { type: 'setText'; field: RsvpTextField; value: string }
  | { type: 'setAttendance'; status: AttendanceStatus }
  | { type: 'setGuestCount'; count: number }
  | { type: 'setGuestName'; index: number; name: string }
  | { type: 'setRequirement'; field: RsvpRequirementField; value: boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'submitStarted' }
  | { type: 'submitSucceeded'; submission: RsvpSubmission }
  | { type: 'submitFailed'; error: RsvpError }
  | { type: 'restore'; state: Pick<RsvpState, 'step' | 'data' | 'idempotencyKey'> }
  | { type: 'reset'; idempotencyKey: string; data?: RsvpDraft };

export const setRsvpText = (field: RsvpTextField, value: string): RsvpAction => ({
  type: 'setText',
  field,
  value,
});
export const setRsvpAttendance = (status: AttendanceStatus): RsvpAction => ({
  type: 'setAttendance',
  status,
});
export const setRsvpGuestCount = (count: number): RsvpAction => ({ type: 'setGuestCount', count });
export const setRsvpGuestName = (index: number, name: string): RsvpAction => ({
  type: 'setGuestName',
  index,
  name,
});
export const setRsvpRequirement = (field: RsvpRequirementField, value: boolean): RsvpAction => ({
  type: 'setRequirement',
  field,
  value,
});
export const nextRsvpStep = (): RsvpAction => ({ type: 'next' });
export const backRsvpStep = (): RsvpAction => ({ type: 'back' });
export const rsvpSubmitStarted = (): RsvpAction => ({ type: 'submitStarted' });
export const rsvpSubmitSucceeded = (submission: RsvpSubmission): RsvpAction => ({
  type: 'submitSucceeded',
  submission,
});
export const rsvpSubmitFailed = (error: RsvpError): RsvpAction => ({ type: 'submitFailed', error });
export const restoreRsvpDraft = (state: Pick<RsvpState, 'step' | 'data' | 'idempotencyKey'>): RsvpAction => ({
  type: 'restore',
  state,
});
export const resetRsvp = (idempotencyKey: string, data?: RsvpDraft): RsvpAction =>
  data === undefined ? { type: 'reset', idempotencyKey } : { type: 'reset', idempotencyKey, data };
