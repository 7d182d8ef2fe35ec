import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH } from '../../constants';
import { normalizeSlug } from './normalize-slug';

describe('slug (docs/requirements.md B5): lower-cased and stripped to a-z, 0-9 and hyphen', () => {
  it('lower-cases and turns spaces and punctuation into single hyphens', () => {
    expect(normalizeSlug('Anna & Ben 2027!')).toBe('anna-ben-2027');
    expect(normalizeSlug('anna---ben__2027')).toBe('anna-ben-2027');
  });

  it('trims leading and trailing hyphens', () => {
    expect(normalizeSlug('--anna-ben--')).toBe('anna-ben');
  });

  it('transliterates umlauts', () => {
    expect(normalizeSlug('Jürgen und Söhne')).toBe('juergen-und-soehne');
  });

  it('returns empty text for empty, whitespace-only and symbol-only input', () => {
    expect(normalizeSlug('')).toBe('');
    expect(normalizeSlug('   ')).toBe('');
    expect(normalizeSlug('!!!')).toBe('');
  });

  it('cuts to the maximum length without leaving a trailing hyphen', () => {
    expect(normalizeSlug('a'.repeat(SLUG_MAX_LENGTH))).toHaveLength(SLUG_MAX_LENGTH);
    expect(normalizeSlug('a'.repeat(SLUG_MAX_LENGTH + 1))).toHaveLength(SLUG_MAX_LENGTH);
    expect(normalizeSlug(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} b`)).toBe('a'.repeat(SLUG_MAX_LENGTH - 1));
  });
});
