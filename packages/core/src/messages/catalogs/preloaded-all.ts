import type { Locale } from '../../constants';
import type { MessageCatalog } from '../message-key';
import { MESSAGE_CATALOGS } from './index';

/**
 * What `translate` knows before any `loadMessageLocale`: every locale. This is the default target of the
 * package import `#preloaded-message-catalogs`, so the API, Storybook and tests translate synchronously.
 */
export const preloadedMessageCatalogs: Partial<Record<Locale, MessageCatalog>> = MESSAGE_CATALOGS;
