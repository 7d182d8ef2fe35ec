import { SLUG_MIN_LENGTH } from '../../constants';

/** docs/requirements.md B5: only slugs of at least 3 characters are sent to the availability check. */
export function isSlugCheckable(slug: string): boolean {
  return slug.length >= SLUG_MIN_LENGTH;
}
