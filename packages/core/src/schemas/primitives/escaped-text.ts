import { z } from 'zod';
import { escapeHtml } from './escape-html';

/**
 * Optional free text that is trimmed and HTML-escaped on input (docs/requirements.md B5); the limit applies to what was
 * typed.
 */
export function escapedText(maxLength: number) {
  return z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(maxLength, 'validation.tooLong')
    .transform(escapeHtml)
    .nullish();
}
