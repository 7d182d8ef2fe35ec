import { DEFAULT_LOCALE, interpolate, LOCALES, type Locale, type MessageParams } from '@wedding/core';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import hi from './locales/hi.json';
import pl from './locales/pl.json';
import tr from './locales/tr.json';

/** Every text of the emails, by area (one per template plus shared ones); German is the reference. */
export type MailCatalogue = typeof de;
export type MailTextArea = keyof MailCatalogue;

/** All six languages are bundled: only the mail worker on the server loads this, and it writes in any of them. */
export const MAIL_CATALOGUES: Readonly<Record<Locale, MailCatalogue>> = { de, en, pl, tr, hi, es };

/** One text of an area with its `{placeholders}` filled in. */
export type MailText = <Area extends MailTextArea>(
  area: Area,
  key: keyof MailCatalogue[Area] & string,
  params?: MessageParams,
) => string;

/** The locale an email is written in: a stored value that is no longer a locale falls back to German. */
export function mailLocale(locale: string): Locale {
  return (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : DEFAULT_LOCALE;
}

/** The email texts of one language. */
export function mailText(locale: Locale): MailText {
  const catalogue = MAIL_CATALOGUES[mailLocale(locale)];
  return (area, key, params) => {
    const texts: Readonly<Record<string, string>> = catalogue[area];
    const template = texts[key];
    if (template === undefined) throw new RangeError(`No email text ${String(area)}.${key}`);
    return interpolate(template, params);
  };
}
