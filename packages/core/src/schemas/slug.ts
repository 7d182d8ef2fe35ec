import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_MIN_LENGTH } from '../constants';
import { normalizeSlug } from '../logic/slug/normalize-slug';

/**
 * docs/requirements.md B5: the slug is lower-cased and stripped to a-z, 0-9 and hyphen (normalizeSlug);
 * under 3 characters it cannot be used.
 */
export const slugSchema = z
  .string({ error: 'slug.tooShort' })
  .transform(normalizeSlug)
  .pipe(z.string().min(SLUG_MIN_LENGTH, 'slug.tooShort').max(SLUG_MAX_LENGTH, 'slug.tooLong'));
export type Slug = z.infer<typeof slugSchema>;
