import { describe, expect, it } from 'vitest';
import { TAG_PATTERN } from './tag-pattern';

describe('tag format (pattern chosen, see README Decisions; docs/requirements.md A5)', () => {
  it('accepts words in the supported languages with spaces, hyphens and underscores', () => {
    for (const tag of [
      'hochzeit',
      'größe',
      'first-dance',
      'save_the_date',
      'tag 2',
      'ślub',
      'düğün',
      'शादी',
      'boda',
    ]) {
      expect(TAG_PATTERN.test(tag)).toBe(true);
    }
  });

  it('rejects a leading separator and punctuation', () => {
    for (const tag of ['-tag', '_tag', ' tag', 'tag!', 'a/b', '#party', '']) {
      expect(TAG_PATTERN.test(tag)).toBe(false);
    }
  });
});
