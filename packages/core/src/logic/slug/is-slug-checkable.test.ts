import { describe, expect, it } from 'vitest';
import { isSlugCheckable } from './is-slug-checkable';

describe('slug (docs/requirements.md B5): only 3 or more characters are checked', () => {
  it('rejects 2 and accepts 3 and 4 characters', () => {
    expect(isSlugCheckable('ab')).toBe(false);
    expect(isSlugCheckable('abc')).toBe(true);
    expect(isSlugCheckable('abcd')).toBe(true);
  });

  it('rejects empty input', () => {
    expect(isSlugCheckable('')).toBe(false);
  });
});
