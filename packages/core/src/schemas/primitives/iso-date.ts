import { z } from 'zod';
import type { MessageKey } from '../../messages/message-key';

/** ISO 8601: a calendar date (2027-06-12) or a date-time with offset or Z (2027-06-12T14:00:00.000Z). */
export function isoDateSchema(requiredKey: MessageKey) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .pipe(z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'validation.invalidDate' }));
}
