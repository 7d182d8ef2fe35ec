// Resolved through package.json "imports": all six catalogues by default, none under the `wedding-lean` condition.
import { preloadedMessageCatalogs } from '#preloaded-message-catalogs';
import type { Locale } from '../../constants';
import type { MessageCatalog } from '../message-key';

const registeredCatalogs: Partial<Record<Locale, MessageCatalog>> = { ...preloadedMessageCatalogs };

/** The catalogue `translate` uses for `locale`, or undefined while it is neither preloaded nor loaded. */
export function registeredMessageCatalog(locale: Locale): MessageCatalog | undefined {
  return registeredCatalogs[locale];
}

export function registerMessageCatalog(locale: Locale, catalog: MessageCatalog): void {
  registeredCatalogs[locale] = catalog;
}
