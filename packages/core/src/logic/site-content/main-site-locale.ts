import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../constants';

/**
 * The language a couple wrote their site in first: the locale of the wedding's oldest info entry (onboarding
 * creates it); entries made at the same moment (seeded data) go by the product's order; German without any.
 */
export function mainSiteLocale(infos: readonly { locale: string; createdAt: Date | string }[]): Locale {
  const ordered = infos
    .filter((info): info is { locale: Locale; createdAt: Date | string } =>
      (LOCALES as readonly string[]).includes(info.locale),
    )
    .map((info) => ({ locale: info.locale, at: new Date(info.createdAt).getTime() }))
    .sort((a, b) => a.at - b.at || LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));
  return ordered[0]?.locale ?? DEFAULT_LOCALE;
}
