import { type Locale, toValidationDetails } from '@wedding/core';
import type { z } from 'zod';

/** Field path ('addresses.0.city', or 'root') to its message: the shape the API and UI share (from core). */
export type FieldDetails = Record<string, string>;

/** Each field's message in the requester's language (German when unknown). */
export function zodIssuesToDetails(error: z.core.$ZodError, locale?: Locale): FieldDetails {
  return toValidationDetails(error, locale);
}
