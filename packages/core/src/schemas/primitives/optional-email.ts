import { z } from 'zod';
import { TEXT_LIMITS } from '../limits';

const emailSchema = z.email();

/** An optional email address; empty counts as not given. */
export function optionalEmail() {
  return z
    .string({ error: 'validation.invalidEmail' })
    .trim()
    .max(TEXT_LIMITS.shortText, 'validation.tooLong')
    .refine((email) => email === '' || emailSchema.safeParse(email).success, 'validation.invalidEmail')
    .nullish();
}
