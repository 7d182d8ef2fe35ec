import type { AttendanceStatus, DietaryRestriction } from '@wedding/core';
import type { RsvpDraft, RsvpEventAnswerDraft } from './rsvp-draft';
import type { RsvpError, RsvpState, RsvpSubmission } from './rsvp-state';

/** Plain text fields edited as typed. */
export type RsvpTextField = 'name' | 'email' | 'message';
export type RsvpRequirementField = 'needsTransport' | 'needsAccommodation';
/** A guest's free-text needs (the respondent's own or a companion's). */
export type RsvpCompanionTextField = 'dietaryPreferences' | 'allergies';

export type RsvpAction =
  | { type: 'setText'; field: RsvpTextField; value: string }
  | { type: 'setPhone'; dialCode: string; number: string }
  | { type: 'setAttendance'; status: AttendanceStatus }
  | { type: 'setGuestCount'; count: number }
  | { type: 'setGuestName'; index: number; name: string }
  | { type: 'setRespondentRestrictions'; restrictions: readonly DietaryRestriction[] }
  | { type: 'setRespondentText'; field: RsvpCompanionTextField; value: string }
  | { type: 'setCompanionRestrictions'; index: number; restrictions: readonly DietaryRestriction[] }
  | { type: 'setCompanionText'; index: number; field: RsvpCompanionTextField; value: string }
  | { type: 'setRequirement'; field: RsvpRequirementField; value: boolean }
  | { type: 'setEventAnswer'; person: number; eventId: string; answer: RsvpEventAnswerDraft }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'submitStarted' }
  | { type: 'submitSucceeded'; submission: RsvpSubmission }
  | { type: 'submitFailed'; error: RsvpError }
  | { type: 'submitRefused'; errors: readonly RsvpError[] }
  | { type: 'restore'; state: Pick<RsvpState, 'step' | 'data' | 'idempotencyKey'> }
  | { type: 'reset'; idempotencyKey: string; data?: RsvpDraft };

export const setRsvpText = (field: RsvpTextField, value: string): RsvpAction => ({
  type: 'setText',
  field,
  value,
});
/** The phone as the dial-code picker and the number field report it. */
export const setRsvpPhone = (dialCode: string, number: string): RsvpAction => ({
  type: 'setPhone',
  dialCode,
  number,
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
/** The respondent's own dietary restrictions (guest 1). */
export const setRsvpRespondentRestrictions = (restrictions: readonly DietaryRestriction[]): RsvpAction => ({
  type: 'setRespondentRestrictions',
  restrictions,
});
/** The respondent's own other dietary needs or allergies (guest 1). */
export const setRsvpRespondentText = (field: RsvpCompanionTextField, value: string): RsvpAction => ({
  type: 'setRespondentText',
  field,
  value,
});
export const setRsvpCompanionRestrictions = (
  index: number,
  restrictions: readonly DietaryRestriction[],
): RsvpAction => ({ type: 'setCompanionRestrictions', index, restrictions });
export const setRsvpCompanionText = (
  index: number,
  field: RsvpCompanionTextField,
  value: string,
): RsvpAction => ({ type: 'setCompanionText', index, field, value });
export const setRsvpRequirement = (field: RsvpRequirementField, value: boolean): RsvpAction => ({
  type: 'setRequirement',
  field,
  value,
});
/** One person's answer for one event (0: the respondent, n: companion n - 1). */
export const setRsvpEventAnswer = (
  person: number,
  eventId: string,
  answer: RsvpEventAnswerDraft,
): RsvpAction => ({
  type: 'setEventAnswer',
  person,
  eventId,
  answer,
});
export const nextRsvpStep = (): RsvpAction => ({ type: 'next' });
export const backRsvpStep = (): RsvpAction => ({ type: 'back' });
export const rsvpSubmitStarted = (): RsvpAction => ({ type: 'submitStarted' });
export const rsvpSubmitSucceeded = (submission: RsvpSubmission): RsvpAction => ({
  type: 'submitSucceeded',
  submission,
});
export const rsvpSubmitFailed = (error: RsvpError): RsvpAction => ({ type: 'submitFailed', error });
/** The server refused fields of the payload: its messages by field, the first one is the banner. */
export const rsvpSubmitRefused = (errors: readonly RsvpError[]): RsvpAction => ({
  type: 'submitRefused',
  errors,
});
export const restoreRsvpDraft = (state: Pick<RsvpState, 'step' | 'data' | 'idempotencyKey'>): RsvpAction => ({
  type: 'restore',
  state,
});
export const resetRsvp = (idempotencyKey: string, data?: RsvpDraft): RsvpAction =>
  data === undefined ? { type: 'reset', idempotencyKey } : { type: 'reset', idempotencyKey, data };
