import { z } from 'zod';
import { TAG_INPUT_MAX_LENGTH, TAGS_MAX } from '../constants';
import { normalizeTag } from '../logic/tags/normalize-tag';
import { type TagError, validateTag } from '../logic/tags/validate-tag';
import type { MessageKey } from '../messages/message-key';

const TAG_ERROR_KEYS: Readonly<Record<TagError, MessageKey>> = {
  empty: 'tags.empty',
  duplicate: 'tags.duplicate',
  maxReached: 'tags.maxReached',
  invalidFormat: 'tags.invalidFormat',
};

function tagRule(existingTags: readonly string[], maxTags: number) {
  return z.string({ error: 'tags.empty' }).transform((raw, context) => {
    const result = validateTag(raw, existingTags, maxTags);
    if (result.ok) return result.tag;
    const max = result.error === 'maxReached' ? maxTags : TAG_INPUT_MAX_LENGTH;
    context.addIssue({ code: 'custom', message: TAG_ERROR_KEYS[result.error], params: { max } });
    return z.NEVER;
  });
}

/** docs/requirements.md A3 and A5: a tag on its own, trimmed and lower-cased (validateTag without other tags). */
export const tagSchema = tagRule([], Number.POSITIVE_INFINITY);
export type Tag = z.infer<typeof tagSchema>;

export interface TagInputContext {
  existingTags: readonly string[];
  maxTags?: number;
}

/**
 * Tag input (docs/requirements.md A5) of one image: empty, duplicate, max reached (default 10), invalid format; first
 * problem only.
 */
export function tagInputSchema({ existingTags, maxTags = TAGS_MAX }: TagInputContext) {
  return tagRule(existingTags, maxTags);
}

/** Tags stored on an image (docs/requirements.md A3): each valid and lower-case, at most 10, duplicates merged. */
export const tagListSchema = z
  .array(tagSchema)
  .max(TAGS_MAX, 'tags.maxReached')
  .transform((tags) => [...new Set(tags.map(normalizeTag))]);
