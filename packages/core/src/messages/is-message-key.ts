import { LOCALES } from '../constants';
import { registeredMessageCatalog } from './catalogs/registry';
import type { MessageKey } from './message-key';

/**
 * Whether `value` names a message. Every catalogue holds exactly the English keys (catalogs.test.ts), so any one the
 * bundle has answers: a browser bundle built with `wedding-lean` has its page's locale loaded before it checks a key,
 * and does not download the English catalogue for it.
 */
export function isMessageKey(value: unknown): value is MessageKey {
  if (typeof value !== 'string') return false;
  return LOCALES.some((locale) => {
    const catalog = registeredMessageCatalog(locale);
    return catalog !== undefined && Object.hasOwn(catalog, value);
  });
}
