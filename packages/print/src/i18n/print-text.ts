import { interpolate, type Locale, type MessageParams } from '@wedding/core';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import hi from './locales/hi.json';
import pl from './locales/pl.json';
import tr from './locales/tr.json';

/** Every visible text of the printed pieces; German, the product's default language, is the reference. */
export type PrintCatalogue = typeof de;
export type PrintTextKey = keyof PrintCatalogue;

/** All six languages are bundled: only the API server imports this package, and it prints in any of them. */
export const PRINT_CATALOGUES: Readonly<Record<Locale, PrintCatalogue>> = { de, en, pl, tr, hi, es };

/** One text with its `{placeholders}` filled in. */
export type PrintText = (key: PrintTextKey, params?: MessageParams) => string;

/** The printed texts of one language. */
export function printText(locale: Locale): PrintText {
  const catalogue: Readonly<Record<string, string>> = PRINT_CATALOGUES[locale];
  if (!catalogue) throw new RangeError(`No printed texts for the locale "${locale}"`);
  return (key, params) => {
    const template = catalogue[key];
    if (template === undefined) throw new RangeError(`No printed text ${key} in "${locale}"`);
    return interpolate(template, params);
  };
}
