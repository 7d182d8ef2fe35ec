import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../../constants';

/** docs/requirements.md B5: exactly two letters (ISO 3166-1 alpha-2); lower case is accepted and upper-cased. */
export const countryCodeSchema = z
  .string({ error: 'address.countryIso' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'address.countryIso');

export const countryCodeWithDefaultSchema = countryCodeSchema.default(DEFAULT_COUNTRY);
