import { z } from 'zod';
import { escapeHtml } from './escape-html';

/** Optional free text that is trimmed and HTML-escaped on input (spec B 5); the limit applies to what was typed. */
export function escapedText(maxLength: number) {
  return z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(maxLength, 'validation.tooLong')
    .transform(escapeHtml)
    .nullish();
}
