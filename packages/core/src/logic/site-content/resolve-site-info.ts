import type { Locale } from '../../constants';
import type { SiteTextField } from '../../schemas/site-content';
import { SITE_TEXT_FIELDS } from '../../schemas/site-content';
import { isWritten, siteTextFallbackOrder } from './site-text-fallback';

type InfoTexts = { locale: string; brideName: string; groomName: string } & Record<
  SiteTextField,
  string | null
>;

/**
 * What a guest reading `guestLocale` sees of the site's texts: each text from the first language in
 * siteTextFallbackOrder that has it written (so a welcome written only in German greets an English guest in
 * German), the couple's names likewise. `locale` is the guest's language; null when the couple wrote nothing.
 */
export function resolveSiteInfo<T extends InfoTexts>(
  infos: readonly T[],
  guestLocale: Locale,
  mainLocale: Locale,
): (Omit<T, 'locale'> & { locale: Locale }) | null {
  const byLocale = new Map(infos.map((info) => [info.locale, info]));
  const order = siteTextFallbackOrder(guestLocale, mainLocale)
    .map((locale) => byLocale.get(locale))
    .filter((info): info is T => info !== undefined);
  const [best] = order;
  if (!best) return null;
  const first = (field: keyof InfoTexts) => {
    for (const info of order) {
      const value = info[field];
      if (isWritten(value)) return value;
    }
    return null;
  };
  const texts = Object.fromEntries(SITE_TEXT_FIELDS.map((field) => [field, first(field)])) as Record<
    SiteTextField,
    string | null
  >;
  return {
    ...best,
    locale: guestLocale,
    brideName: first('brideName') ?? '',
    groomName: first('groomName') ?? '',
    ...texts,
  };
}
