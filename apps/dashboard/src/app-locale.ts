import type { Locale } from '@wedding/core';
import { initialLocale, loadDashboardLocale } from '@wedding/dashboard';
import { loadGuestsLocale } from '@wedding/guests';

type LocaleLoader = (locale: Locale) => Promise<void>;

/**
 * The string loaders of the areas opened so far: the dashboard's and the guest screens' (the couple's own pages)
 * from the start, another area's from its first visit.
 */
const loaders = new Set<LocaleLoader>([loadDashboardLocale, loadGuestsLocale]);

/** A language's strings for every area opened so far (the first render and the language switch wait for it). */
export async function loadAppLocale(locale: Locale): Promise<void> {
  await Promise.all([...loaders].map((load) => load(locale)));
}

/**
 * Opens a screen package's strings (admin, …) before its first route renders: in the language chosen now (the
 * cookie the switcher writes) and in every language switched to later. A couple never downloads staff strings.
 */
export async function openTextArea(loader: LocaleLoader): Promise<void> {
  loaders.add(loader);
  await loader(initialLocale(document.cookie, navigator.languages));
}
