import type { MessageKey, MessageParams } from '@wedding/core';
import { emptyRsvpDraft, type RsvpDraft } from './rsvp-draft';
import type { RsvpEventChoice } from './rsvp-event-choice';

/** A message from core's catalogue shown in the red banner (a step rule or a submit failure). */
export interface RsvpError {
  key: MessageKey;
  params?: MessageParams;
  /** The input whose rule failed ('name', 'phone', 'guests.0.allergies' for the respondent's own); absent for submit failures. */
  field?: string;
  /**
   * The server's own words for a field it refused, already in the guest's language; shown instead of the key's
   * text (the server's full phone check can refuse a number the browser's check let through).
   */
  text?: string;
}

/** The API's 201 answer for POST /api/public/weddings/{slug}/rsvp. */
export interface RsvpSubmission {
  id: string;
  submittedAt: string;
  attendanceStatus: string;
  numberOfGuests: number;
  /** The secret of the guest's private link to see or delete this answer (core `rsvpManageHref`). */
  manageToken?: string;
}

export interface RsvpState {
  /** 1-based wizard step. */
  step: number;
  data: RsvpDraft;
  /** The banner: the first rule the last Next broke, or the submit failure. */
  error: RsvpError | null;
  /** Every rule the last Next broke, by field, shown next to its input until that input is edited. */
  fieldErrors: Readonly<Record<string, RsvpError>>;
  submitting: boolean;
  submitted: RsvpSubmission | null;
  /** One key per draft, sent with every submit attempt so a retry never stores a second RSVP. */
  idempotencyKey: string;
  /** The events the guest is invited to (the site's schedule); not part of the draft. */
  events: readonly RsvpEventChoice[];
}

export function createInitialRsvpState(
  idempotencyKey: string,
  data: RsvpDraft = emptyRsvpDraft(),
  events: readonly RsvpEventChoice[] = [],
): RsvpState {
  return {
    step: 1,
    data,
    error: null,
    fieldErrors: {},
    submitting: false,
    submitted: null,
    idempotencyKey,
    events,
  };
}
