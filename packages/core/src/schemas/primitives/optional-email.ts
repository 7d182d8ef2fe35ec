import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../limits';

const emailSchema = z.email();

/**
 * An optional email address; empty counts as not given. Written with zod/mini (interoperable with classic zod
 * objects) because the RSVP contact step uses it in the browser, where classic zod would cost ~25 KB gzipped.
 */
export function optionalEmail() {
  return z.nullish(
    z.string({ error: 'validation.invalidEmail' }).check(
      z.trim(),
      z.maxLength(TEXT_LIMITS.shortText, 'validation.tooLong'),
      z.refine((email) => email === '' || emailSchema.safeParse(email).success, 'validation.invalidEmail'),
    ),
  );
}
