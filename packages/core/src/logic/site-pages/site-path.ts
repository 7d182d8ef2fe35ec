import { LOCALES, type Locale, SLUG_MAX_LENGTH } from '@wedding/core';

/**
 * A path of the public site. `locale` is null for `/w/{slug}` (the server then takes the preferred-locale
 * cookie, else German). `unknownLocale` is set when the first segment looks like a locale but is none of ours
 * (`/fr/w/anna`): the server redirects such a path to a supported one instead of guessing.
 */
export type SitePathMatch =
  | { kind: 'site'; slug: string; locale: Locale | null }
  | { kind: 'unknownLocale'; slug: string; segment: string };

/** Slugs are stored lower-case, a-z, 0-9 and hyphens (core normalizeSlug). */
const SLUG_PATTERN = new RegExp(`^[a-z0-9](?:[a-z0-9-]{0,${SLUG_MAX_LENGTH - 1}})$`);
/** A locale-like first segment: two or three letters, optionally with a region (`en-GB`). */
const LOCALE_SEGMENT_PATTERN = /^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})?$/;

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Parses `/{locale}/w/{slug}` and `/w/{slug}` (a trailing slash is allowed; the slug is compared lower-case,
 * as the API does). Anything else, including a slug with characters a slug cannot have, is not a site path.
 */
export function parseSitePath(pathname: string): SitePathMatch | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  let localeSegment: string | null = null;
  let rest = segments;
  if (segments.length === 3) {
    localeSegment = segments[0] ?? null;
    rest = segments.slice(1);
  }
  if (rest.length !== 2 || rest[0] !== 'w') return null;
  const slug = decodeSegment(rest[1] ?? '')?.toLowerCase();
  if (!slug || !SLUG_PATTERN.test(slug)) return null;
  if (localeSegment === null) return { kind: 'site', slug, locale: null };
  const locale = localeSegment.toLowerCase();
  if (isLocale(locale)) return { kind: 'site', slug, locale };
  return LOCALE_SEGMENT_PATTERN.test(localeSegment)
    ? { kind: 'unknownLocale', slug, segment: localeSegment }
    : null;
}

/** The canonical address of a wedding site in a locale. */
export function sitePath(locale: Locale, slug: string): string {
  return `/${locale}/w/${encodeURIComponent(slug)}`;
}
