import type { Locale } from '@wedding/core';
import { adminTextRegistry } from './admin-text';
import type { AdminTextCatalogue } from './catalogue/de';

const adminTextLoaders: Record<Locale, () => Promise<AdminTextCatalogue>> = {
  de: () => import('./catalogue/de').then((module) => module.adminText),
  en: () => import('./catalogue/en').then((module) => module.adminText),
  pl: () => import('./catalogue/pl').then((module) => module.adminText),
  tr: () => import('./catalogue/tr').then((module) => module.adminText),
  hi: () => import('./catalogue/hi').then((module) => module.adminText),
  es: () => import('./catalogue/es').then((module) => module.adminText),
};

/** The admin area's own strings in `locale` (the app loads the dashboard's, core's and ui's beside them). */
export async function loadAdminLocale(locale: Locale): Promise<void> {
  if (!adminTextRegistry.registered(locale))
    adminTextRegistry.register(locale, await adminTextLoaders[locale]());
}
