import { type RsvpPayload, rsvpPayloadSchema } from '@wedding/core';
import type { RsvpDraft } from './rsvp-draft';
import { rsvpErrorFromIssues } from './rsvp-error-from-issues';
import type { RsvpError } from './rsvp-state';
import { rsvpStepInput } from './rsvp-step-input';

export type RsvpPayloadResult = { ok: true; payload: RsvpPayload } | { ok: false; error: RsvpError };

/**
 * The POST body built from the draft through core's payload schema: blank companion names are dropped
 * (spec B 5) and a non-attending answer carries no guests (spec B 3).
 */
export function rsvpPayloadFromDraft(draft: RsvpDraft): RsvpPayloadResult {
  const result = rsvpPayloadSchema.safeParse({
    ...rsvpStepInput('contact', draft),
    ...rsvpStepInput('attendance', draft),
    ...rsvpStepInput('guestDetails', draft),
    ...rsvpStepInput('requirements', draft),
    ...rsvpStepInput('message', draft),
  });
  return result.success
    ? { ok: true, payload: result.data }
    : { ok: false, error: rsvpErrorFromIssues(result.error.issues) };
}
