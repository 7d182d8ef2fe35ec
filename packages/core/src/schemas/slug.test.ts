import { describe, expect, it } from 'vitest';
import { slugSchema } from './slug';

describe('slug (docs/requirements.md B5): lower-cased, stripped to a-z, 0-9 and hyphen, at least 3 characters', () => {
  it('normalises the slug', () => {
    expect(slugSchema.parse('Anna & Ben 2027')).toBe('anna-ben-2027');
  });

  it('rejects 2 characters and accepts 3', () => {
    expect(slugSchema.safeParse('ab').error?.issues[0]).toMatchObject({
      message: 'slug.tooShort',
      minimum: 3,
    });
    expect(slugSchema.parse('abc')).toBe('abc');
  });

  it('rejects empty, whitespace-only and punctuation-only input', () => {
    for (const slug of ['', '   ', '!!!']) {
      expect(slugSchema.safeParse(slug).error?.issues[0]?.message, slug).toBe('slug.tooShort');
    }
  });
});
