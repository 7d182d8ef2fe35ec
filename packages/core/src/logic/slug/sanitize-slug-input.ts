import { SLUG_MAX_LENGTH } from '../../constants';
import { transliterateToAscii } from './transliterate-to-ascii';

/**
 * docs/requirements.md B5, applied on every keystroke: like normalizeSlug but a trailing hyphen is kept,
 * otherwise typing "anna-" on the way to "anna-ben" would be impossible.
 */
export function sanitizeSlugInput(input: string): string {
  return transliterateToAscii(input)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH);
}
