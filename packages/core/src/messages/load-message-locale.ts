import type { Locale } from '../constants';
import { registeredMessageCatalog, registerMessageCatalog } from './catalogs/registry';
import type { MessageCatalog } from './message-key';

/** One dynamic import per locale, so a bundler emits each catalogue as its own chunk. */
const catalogLoaders: Record<Locale, () => Promise<MessageCatalog>> = {
  de: () => import('./catalogs/de').then((module) => module.de),
  en: () => import('./catalogs/en').then((module) => module.en),
  pl: () => import('./catalogs/pl').then((module) => module.pl),
  tr: () => import('./catalogs/tr').then((module) => module.tr),
  hi: () => import('./catalogs/hi').then((module) => module.hi),
  es: () => import('./catalogs/es').then((module) => module.es),
};

/**
 * Makes `translate(key, locale)` answer in `locale`. Needed only in a bundle built with the `wedding-lean`
 * condition (the public site's client), which preloads no catalogue; elsewhere every locale is already there
 * and this resolves at once.
 */
export async function loadMessageLocale(locale: Locale): Promise<void> {
  if (registeredMessageCatalog(locale)) return;
  registerMessageCatalog(locale, await catalogLoaders[locale]());
}
