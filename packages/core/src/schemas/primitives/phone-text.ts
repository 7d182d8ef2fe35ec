import { z } from 'zod';
import type { MessageKey } from '../../messages/message-key';
import { TEXT_LIMITS } from '../limits';

/**
 * docs/requirements.md B5: a guest phone keeps digits, spaces, hyphens and a leading plus (stored as dial code, space,
 * number).
 */
export const PHONE_TEXT_PATTERN = /^\+?[0-9][0-9 -]*$/;

/** An optional phone field; empty counts as not given. */
export function optionalPhoneText() {
  return z
    .string({ error: 'guest.phoneInvalid' })
    .trim()
    .max(TEXT_LIMITS.phone, 'validation.tooLong')
    .refine((value) => value === '' || PHONE_TEXT_PATTERN.test(value), 'guest.phoneInvalid')
    .nullish();
}

/** A required phone field; missing, empty and whitespace-only input report `requiredKey`. */
export function requiredPhoneText(requiredKey: MessageKey) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(TEXT_LIMITS.phone, 'validation.tooLong')
    .regex(PHONE_TEXT_PATTERN, 'guest.phoneInvalid');
}
