import type { z } from 'zod';
import {
  MEMBERS_MAX,
  RSVP_MESSAGE_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  SLUG_MIN_LENGTH,
  TAGS_MAX,
  UPLOAD_MAX_BYTES,
} from '../constants';
import type { MessageKey, MessageParams } from '../messages/message-key';
import { PASSWORD_RULES } from './limits';

const BYTES_PER_MEGABYTE = 1_048_576;

/**
 * The bound a keyed message names, for issues that carry no bound of their own: a schema may report a
 * length message for a missing or wrongly typed value (`z.string({ error: 'auth.passwordTooShort' })`),
 * and the text must still read "at least 10", never "{min}".
 */
const STATIC_DEFAULTS: Partial<Readonly<Record<MessageKey, MessageParams>>> = {
  'auth.passwordTooShort': { min: PASSWORD_RULES.minLength },
  'auth.passwordTooLong': { max: PASSWORD_RULES.maxLength },
  'slug.tooShort': { min: SLUG_MIN_LENGTH },
  'slug.tooLong': { max: SLUG_MAX_LENGTH },
  'tags.maxReached': { max: TAGS_MAX },
  'members.limitReached': { max: MEMBERS_MAX },
  'rsvp.messageTooLong': { max: RSVP_MESSAGE_MAX_LENGTH },
  'upload.tooLarge': { maxMb: UPLOAD_MAX_BYTES / BYTES_PER_MEGABYTE },
};

/** Messages about one colour name it by its field, the last path segment ('primary color is required'). */
const FIELD_NAMED_KEYS: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'brand.colorFormat',
  'brand.colorRequired',
]);

/** Default params of `key` for `issue`; the issue's own params are laid over these by the caller. */
export function messageDefaultParams(key: MessageKey, issue: z.core.$ZodIssue): MessageParams {
  const defaults = STATIC_DEFAULTS[key] ?? {};
  if (!FIELD_NAMED_KEYS.has(key)) return defaults;
  const field = issue.path.at(-1);
  return { ...defaults, key: field === undefined ? 'color' : String(field) };
}
