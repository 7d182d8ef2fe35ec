import { TAG_INPUT_MAX_LENGTH, TAGS_MAX } from '../../constants';
import { normalizeTag } from './normalize-tag';
import { TAG_PATTERN } from './tag-pattern';

export type TagError = 'empty' | 'duplicate' | 'maxReached' | 'invalidFormat';

export type TagValidation = { ok: true; tag: string } | { ok: false; error: TagError };

/**
 * Tag rules (docs/requirements.md A5), checked in this order: empty after trimming ('empty'), already present
 * ('duplicate'), the image already has `max` tags ('maxReached'), longer than 30 characters or not matching TAG_PATTERN
 * ('invalidFormat'). Existing tags are compared normalised.
 */
export function validateTag(raw: string, existing: readonly string[], max: number = TAGS_MAX): TagValidation {
  const tag = normalizeTag(raw);
  if (tag === '') return { ok: false, error: 'empty' };
  if (existing.some((existingTag) => normalizeTag(existingTag) === tag))
    return { ok: false, error: 'duplicate' };
  if (existing.length >= max) return { ok: false, error: 'maxReached' };
  if (tag.length > TAG_INPUT_MAX_LENGTH || !TAG_PATTERN.test(tag))
    return { ok: false, error: 'invalidFormat' };
  return { ok: true, tag };
}
