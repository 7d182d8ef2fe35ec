import { z } from 'zod';
import { isTimeZone } from '../../logic/time-zone/is-time-zone';

/** A wedding's time zone: an IANA name this runtime knows ('validation.invalidTimeZone' otherwise). */
export const timeZoneSchema = z
  .string({ error: 'validation.invalidTimeZone' })
  .trim()
  .refine(isTimeZone, 'validation.invalidTimeZone');
