import { describe, expect, it } from 'vitest';
import { tagInputSchema, tagListSchema, tagSchema } from './tag';

const tags = (count: number) => Array.from({ length: count }, (_, index) => `tag${index}`);
const firstIssue = (result: { error?: { issues: unknown[] } }) => result.error?.issues[0];

describe('tags (docs/requirements.md A3 and A5): trimmed and lower-cased', () => {
  it('normalises a tag', () => {
    expect(tagSchema.parse('  Erster Tanz ')).toBe('erster tanz');
  });

  it("gives 'empty' for empty and whitespace-only input", () => {
    expect(firstIssue(tagSchema.safeParse(''))).toMatchObject({ message: 'tags.empty' });
    expect(firstIssue(tagSchema.safeParse('   '))).toMatchObject({ message: 'tags.empty' });
  });

  it("accepts 30 characters and gives 'invalidFormat' for 31 and for punctuation", () => {
    expect(tagSchema.parse('a'.repeat(30))).toHaveLength(30);
    expect(firstIssue(tagSchema.safeParse('a'.repeat(31)))).toMatchObject({ message: 'tags.invalidFormat' });
    expect(firstIssue(tagSchema.safeParse('#party'))).toMatchObject({ message: 'tags.invalidFormat' });
  });
});

describe('tag input (docs/requirements.md A5): duplicate and max reached (default 10)', () => {
  it("gives 'duplicate' for an existing tag in any case", () => {
    expect(firstIssue(tagInputSchema({ existingTags: ['ceremony'] }).safeParse(' CEREMONY'))).toMatchObject({
      message: 'tags.duplicate',
    });
  });

  it("accepts the 10th tag and gives 'maxReached' with max at 10 present", () => {
    expect(tagInputSchema({ existingTags: tags(9) }).parse('new')).toBe('new');
    expect(firstIssue(tagInputSchema({ existingTags: tags(10) }).safeParse('new'))).toMatchObject({
      message: 'tags.maxReached',
      params: { max: 10 },
    });
  });

  it('honours a custom maximum', () => {
    expect(firstIssue(tagInputSchema({ existingTags: tags(3), maxTags: 3 }).safeParse('new'))).toMatchObject({
      message: 'tags.maxReached',
      params: { max: 3 },
    });
  });
});

describe('image tags (docs/requirements.md A3): lower-case list of at most 10', () => {
  it('normalises and merges duplicates', () => {
    expect(tagListSchema.parse(['Party', 'party ', 'Dinner'])).toEqual(['party', 'dinner']);
  });

  it('rejects 11 tags', () => {
    expect(tagListSchema.safeParse(tags(10)).success).toBe(true);
    expect(firstIssue(tagListSchema.safeParse(tags(11)))).toMatchObject({ message: 'tags.maxReached' });
  });
});
