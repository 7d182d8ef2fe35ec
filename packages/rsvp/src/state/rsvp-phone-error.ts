import { formatStoredPhone, rsvpPhoneSchema } from '@wedding/core';
import { rsvpErrorFromIssues } from './rsvp-error-from-issues';
import type { RsvpError } from './rsvp-state';

/**
 * Core's RSVP phone rule on a dial code and number: 'Phone number is required' under 8 characters, then
 * the specific parse message (not a phone number, invalid country code, too short, too long, unable to
 * parse) or 'valid phone number with country code'. Null when the number is valid.
 */
export function rsvpPhoneError(dialCode: string, number: string): RsvpError | null {
  const result = rsvpPhoneSchema.safeParse(formatStoredPhone(dialCode, number));
  return result.success ? null : { ...rsvpErrorFromIssues(result.error.issues), field: 'phone' };
}
