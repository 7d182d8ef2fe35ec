export type { SlugSaveState } from './can-save-slug';
export { canSaveSlug } from './can-save-slug';
export type { SlugSource } from './generate-slug';
export { generateSlug, SLUG_NAME_CONNECTORS } from './generate-slug';
export { isSlugCheckable } from './is-slug-checkable';
export { normalizeSlug } from './normalize-slug';
export { sanitizeSlugInput } from './sanitize-slug-input';
export { slugAvailabilityFromCheck } from './slug-availability-from-check';
export { transliterateToAscii } from './transliterate-to-ascii';
