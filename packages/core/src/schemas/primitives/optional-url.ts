import { z } from 'zod';
import type { MessageKey } from '../../messages/message-key';
import { TEXT_LIMITS } from '../limits';
import { isHttpUrl } from './is-http-url';

/** docs/requirements.md B5: a URL is checked only when given; an empty string counts as not given. */
export function optionalUrl(invalidKey: MessageKey) {
  return z
    .string({ error: invalidKey })
    .trim()
    .max(TEXT_LIMITS.url, 'validation.tooLong')
    .refine((value) => value === '' || isHttpUrl(value), invalidKey)
    .nullish();
}
