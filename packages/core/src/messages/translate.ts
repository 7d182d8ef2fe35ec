import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import { registeredMessageCatalog } from './catalogs/registry';
import { interpolate } from './interpolate';
import type { MessageKey, MessageParams } from './message-key';

type LooseCatalog = Readonly<Record<string, string | undefined>>;

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * Text of `key` in `locale` (default de) with `{param}` placeholders filled.
 * An unknown locale or a key missing in the locale falls back to English, then to the key itself,
 * so a translation gap never throws. Catalogues come from the registry: all six unless the bundle was built
 * with the `wedding-lean` condition, where only locales loaded by `loadMessageLocale` are there.
 */
export function translate(
  key: MessageKey | (string & {}),
  locale: Locale | (string & {}) = DEFAULT_LOCALE,
  params?: MessageParams,
): string {
  const catalog: LooseCatalog | undefined = isLocale(locale) ? registeredMessageCatalog(locale) : undefined;
  const english: LooseCatalog | undefined = registeredMessageCatalog('en');
  const template = catalog?.[key] ?? english?.[key] ?? key;
  return interpolate(template, params);
}
