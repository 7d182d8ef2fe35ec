import { describe, expect, it } from 'vitest';
import { sanitizeSlugInput } from './sanitize-slug-input';

describe('slug (docs/requirements.md B5) while typing: same characters as the final slug, trailing hyphen kept', () => {
  it('keeps a trailing hyphen so the next word can be typed', () => {
    expect(sanitizeSlugInput('Anna ')).toBe('anna-');
    expect(sanitizeSlugInput('anna-')).toBe('anna-');
  });

  it('drops leading hyphens and collapses runs', () => {
    expect(sanitizeSlugInput(' -Anna  Ben')).toBe('anna-ben');
  });

  it('returns empty text for empty and whitespace-only input', () => {
    expect(sanitizeSlugInput('')).toBe('');
    expect(sanitizeSlugInput('   ')).toBe('');
  });
});
