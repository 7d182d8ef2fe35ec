import type { SlugAvailability } from '../../schemas/enums';

export interface SlugSaveState {
  slug: string;
  currentSlug: string | null | undefined;
  availability: SlugAvailability;
}

/**
 * docs/requirements.md B5: save only when the slug is available, differs from the current one and no check is running.
 */
export function canSaveSlug({ slug, currentSlug, availability }: SlugSaveState): boolean {
  return availability === 'available' && slug !== currentSlug;
}
