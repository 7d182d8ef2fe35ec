import { type RsvpPayload, rsvpPayloadSchema } from '@wedding/core';
import type { RsvpDraft } from './rsvp-draft';
import { rsvpErrorFromIssues } from './rsvp-error-from-issues';
import type { RsvpEventChoice } from './rsvp-event-choice';
import type { RsvpError } from './rsvp-state';
import { rsvpStepInput } from './rsvp-step-input';

export type RsvpPayloadResult = { ok: true; payload: RsvpPayload } | { ok: false; error: RsvpError };

/**
 * The POST body built from the draft through core's payload schema: blank companion names are dropped
 * and a non-attending answer carries no guests. With events to ask about, each person carries
 * their answer and meal for every one of them.
 */
export function rsvpPayloadFromDraft(
  draft: RsvpDraft,
  events: readonly RsvpEventChoice[] = [],
): RsvpPayloadResult {
  const result = rsvpPayloadSchema.safeParse({
    ...rsvpStepInput('contact', draft),
    ...rsvpStepInput('attendance', draft),
    ...rsvpStepInput('guestDetails', draft),
    ...rsvpStepInput('requirements', draft, events),
    ...rsvpStepInput('message', draft),
  });
  return result.success
    ? { ok: true, payload: result.data }
    : { ok: false, error: rsvpErrorFromIssues(result.error.issues) };
}
