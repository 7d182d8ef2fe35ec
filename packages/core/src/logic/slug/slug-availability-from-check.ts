import { SLUG_MIN_LENGTH } from '../../constants';
import type { SlugAvailability } from '../../schemas/enums';

/**
 * docs/requirements.md B5 and B7: a slug under 3 characters counts as unavailable without asking the server;
 * otherwise the server's `available` field decides, and a failed check (undefined) means not available.
 */
export function slugAvailabilityFromCheck(
  slug: string,
  serverAvailable: boolean | undefined,
): Extract<SlugAvailability, 'available' | 'taken'> {
  if (slug.length < SLUG_MIN_LENGTH) return 'taken';
  return serverAvailable === true ? 'available' : 'taken';
}
