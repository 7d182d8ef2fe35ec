import { ParseError, parsePhoneNumberWithError, validatePhoneNumberLength } from 'libphonenumber-js/max';
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

/** Spec B 5: the RSVP phone keeps digits, spaces and hyphens after an optional leading plus. */
const RSVP_PHONE_CHARACTERS = /^\+?[0-9 -]+$/;

const PARSE_PROBLEMS: Readonly<Record<string, PhoneProblem>> = {
  NOT_A_NUMBER: 'rsvp.phoneNotANumber',
  INVALID_COUNTRY: 'rsvp.phoneInvalidCountry',
  TOO_SHORT: 'rsvp.phoneTooShort',
  TOO_LONG: 'rsvp.phoneTooLong',
};

/**
 * Spec B 5: a phone number valid in international form (with country dial code), checked with libphonenumber-js.
 * Returns null when valid, otherwise the specific parse message, falling back to the general one.
 */
export function internationalPhoneProblem(phone: string): PhoneProblem | null {
  if (!RSVP_PHONE_CHARACTERS.test(phone)) return 'rsvp.phoneNotANumber';
  try {
    const parsed = parsePhoneNumberWithError(phone);
    if (parsed.isValid()) return null;
    const lengthProblem = validatePhoneNumberLength(phone);
    return (lengthProblem && PARSE_PROBLEMS[lengthProblem]) || 'rsvp.phoneInvalid';
  } catch (error) {
    if (error instanceof ParseError) return PARSE_PROBLEMS[error.message] ?? 'rsvp.phoneUnparseable';
    return 'rsvp.phoneUnparseable';
  }
}
