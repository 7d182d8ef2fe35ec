import {
  isWritten,
  type Locale,
  SITE_TEXT_FIELDS,
  type SiteTextField,
  type WeddingInfoView,
} from '@wedding/core';

export type SiteTextValues = Record<SiteTextField, string>;

/** One language's texts as the form edits them ('' where nothing is written). */
export function textsFor(infos: readonly WeddingInfoView[], locale: Locale): SiteTextValues {
  const info = infos.find((entry) => entry.locale === locale);
  return Object.fromEntries(SITE_TEXT_FIELDS.map((field) => [field, info?.[field] ?? ''])) as SiteTextValues;
}

/** Languages with at least one text written. */
export function writtenLocales(infos: readonly WeddingInfoView[]): Set<Locale> {
  return new Set(
    infos
      .filter((info) => SITE_TEXT_FIELDS.some((field) => isWritten(info[field])))
      .map((info) => info.locale),
  );
}

/**
 * Where a guest reading `locale` gets a field from when it is left empty there: the main language when it has
 * the text, else another written language; null when nobody wrote it (the site then leaves it out).
 */
export function fallbackLocaleFor(
  infos: readonly WeddingInfoView[],
  field: SiteTextField,
  locale: Locale,
  mainLocale: Locale,
): Locale | null {
  const candidates = [mainLocale, ...infos.map((info) => info.locale)].filter((entry) => entry !== locale);
  for (const candidate of candidates) {
    if (isWritten(infos.find((info) => info.locale === candidate)?.[field])) return candidate;
  }
  return null;
}
