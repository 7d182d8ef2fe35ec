import { SLUG_MAX_LENGTH } from '../../constants';
import { transliterateToAscii } from './transliterate-to-ascii';

/**
 * docs/requirements.md B5: the final slug is lower-case a-z, 0-9 and single hyphens, never starting or ending with a
 * hyphen. Everything else (spaces, punctuation) becomes a hyphen; umlauts and accents are transliterated first.
 */
export function normalizeSlug(input: string): string {
  return transliterateToAscii(input)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}
