import { z } from 'zod';
import type { MessageKey } from '../../messages/message-key';

/** A trimmed text that must not be blank; missing, blank and whitespace-only input all report `requiredKey`. */
export function requiredText(requiredKey: MessageKey, maxLength?: number) {
  const text = z.string({ error: requiredKey }).trim().min(1, requiredKey);
  return maxLength === undefined ? text : text.max(maxLength, 'validation.tooLong');
}
