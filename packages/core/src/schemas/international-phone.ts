import {
  type MetadataJson,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js/core';
import type { MessageKey } from '../messages/message-key';

export type PhoneProblem = Extract<
  MessageKey,
  | 'rsvp.phoneInvalid'
  | 'rsvp.phoneNotANumber'
  | 'rsvp.phoneInvalidCountry'
  | 'rsvp.phoneTooShort'
  | 'rsvp.phoneTooLong'
  | 'rsvp.phoneUnparseable'
>;

/** docs/requirements.md B5: the RSVP phone keeps digits, spaces and hyphens after an optional leading plus. */
const RSVP_PHONE_CHARACTERS = /^\+?[0-9 -]+$/;

const PARSE_PROBLEMS: Readonly<Record<string, PhoneProblem>> = {
  NOT_A_NUMBER: 'rsvp.phoneNotANumber',
  INVALID_COUNTRY: 'rsvp.phoneInvalidCountry',
  TOO_SHORT: 'rsvp.phoneTooShort',
  TOO_LONG: 'rsvp.phoneTooLong',
};

/**
 * docs/requirements.md B5: a phone number valid in international form (with country dial code), checked with
 * libphonenumber-js against the given metadata. Returns null when valid, otherwise the specific parse message, falling
 * back to the general one. The one phone rule: the server passes the full metadata, the browser the part of it for the
 * guest's dial code (`#phone-metadata`), which judges every number of that dial code exactly as the full set does.
 */
export function internationalPhoneProblem(phone: string, metadata: MetadataJson): PhoneProblem | null {
  if (!RSVP_PHONE_CHARACTERS.test(phone)) return 'rsvp.phoneNotANumber';
  try {
    const parsed = parsePhoneNumberWithError(phone, metadata);
    if (parsed.isValid()) return null;
    const lengthProblem = validatePhoneNumberLength(phone, metadata);
    return (lengthProblem && PARSE_PROBLEMS[lengthProblem]) || 'rsvp.phoneInvalid';
  } catch (error) {
    if (error instanceof ParseError) return PARSE_PROBLEMS[error.message] ?? 'rsvp.phoneUnparseable';
    return 'rsvp.phoneUnparseable';
  }
}
