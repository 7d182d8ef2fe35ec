import { toValidationDetails } from '@wedding/core';
import type { ZodError } from 'zod';

/** Field path ('addresses.0.city', or 'root') to its message: the shape the API and UI share (from core). */
export type FieldDetails = Record<string, string>;

export function zodIssuesToDetails(error: ZodError): FieldDetails {
  return toValidationDetails(error);
}
