import type { Locale } from '@wedding/core';
import { initialLocale, loadDashboardShellLocale } from '@wedding/dashboard';

type LocaleLoader = (locale: Locale) => Promise<void>;

/**
 * The string loaders of the areas opened so far: the dashboard's own (with core's and ui's) from the start, another
 * area's (the design screens' theme studio and site previews, the guest list and RSVP desk, the admin area) from its
 * first visit, so the overview's first load carries no other area's strings.
 */
const loaders = new Set<LocaleLoader>([loadDashboardShellLocale]);

/** A language's strings for every area opened so far (the first render and the language switch wait for it). */
export async function loadAppLocale(locale: Locale): Promise<void> {
  await Promise.all([...loaders].map((load) => load(locale)));
}

/**
 * Opens an area's strings (design, guests, admin) before its first route renders: in the language chosen now (the
 * cookie the switcher writes) and in every language switched to later. A couple never downloads staff strings.
 */
export async function openTextArea(loader: LocaleLoader): Promise<void> {
  loaders.add(loader);
  await loader(initialLocale(document.cookie, navigator.languages));
}
