import { z } from 'zod';

/**
 * A trimmed optional text; null is accepted because inline edits send null for a cleared cell
 * (docs/requirements.md A5).
 */
export function optionalText(maxLength?: number) {
  const text = z.string({ error: 'validation.invalidType' }).trim();
  return (maxLength === undefined ? text : text.max(maxLength, 'validation.tooLong')).nullish();
}
