import { en } from './catalogs/en';
import type { MessageKey } from './message-key';

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(en, value);
}
