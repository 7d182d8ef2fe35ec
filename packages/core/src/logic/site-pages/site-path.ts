import { LOCALES, type Locale, SLUG_MAX_LENGTH } from '../../constants';

/**
 * A path of the public site. `locale` is null for `/w/{slug}` (the server then takes the preferred-locale
 * cookie, else German). `unknownLocale` is set when the first segment looks like a locale but is none of ours
 * (`/fr/w/anna`): the server redirects such a path to a supported one instead of guessing.
 */
export type SitePathMatch =
  | { kind: 'site'; slug: string; locale: Locale | null }
  | { kind: 'rsvpManage'; slug: string; locale: Locale | null }
  | { kind: 'unsubscribe'; slug: string; locale: Locale | null }
  | { kind: 'unknownLocale'; slug: string; segment: string };

/** The segments after the slug of the guest's private RSVP page (`/{locale}/w/{slug}/rsvp/manage#<token>`). */
const RSVP_MANAGE_SEGMENTS = ['rsvp', 'manage'] as const;
/** The segment after the slug of the page that unsubscribes an address (`/{locale}/w/{slug}/unsubscribe#<token>`). */
const UNSUBSCRIBE_SEGMENT = 'unsubscribe';

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
 * as the API does), and the same followed by `/rsvp/manage` (the guest's private RSVP page) or `/unsubscribe` (the
 * page that stops the wedding's email to an address); an unknown locale there is no site path, since the redirect
 * names the site itself. Anything else, including a slug with
 * characters a slug cannot have, is not a site path.
 */
export function parseSitePath(pathname: string): SitePathMatch | null {
  const all = pathname.replace(/\/+$/, '').split('/').slice(1);
  const manage =
    all.length >= 4 && all.at(-2) === RSVP_MANAGE_SEGMENTS[0] && all.at(-1) === RSVP_MANAGE_SEGMENTS[1];
  const unsubscribe = !manage && all.length >= 3 && all.at(-1) === UNSUBSCRIBE_SEGMENT;
  const segments = manage ? all.slice(0, -2) : unsubscribe ? all.slice(0, -1) : all;
  const kind = manage ? 'rsvpManage' : unsubscribe ? 'unsubscribe' : 'site';
  let localeSegment: string | null = null;
  let rest = segments;
  if (segments.length === 3) {
    localeSegment = segments[0] ?? null;
    rest = segments.slice(1);
  }
  if (rest.length !== 2 || rest[0] !== 'w') return null;
  const slug = decodeSegment(rest[1] ?? '')?.toLowerCase();
  if (!slug || !SLUG_PATTERN.test(slug)) return null;
  if (localeSegment === null) return { kind, slug, locale: null };
  const locale = localeSegment.toLowerCase();
  if (isLocale(locale)) return { kind, slug, locale };
  return kind === 'site' && LOCALE_SEGMENT_PATTERN.test(localeSegment)
    ? { kind: 'unknownLocale', slug, segment: localeSegment }
    : null;
}

/** The canonical address of a wedding site in a locale. */
export function sitePath(locale: Locale, slug: string): string {
  return `/${locale}/w/${encodeURIComponent(slug)}`;
}

/** The guest's private RSVP page of a wedding site; the manage token follows as the fragment (never sent). */
export function rsvpManagePath(locale: Locale, slug: string): string {
  return `${sitePath(locale, slug)}/${RSVP_MANAGE_SEGMENTS.join('/')}`;
}

/**
 * The private link to one RSVP answer: the manage page with the token in the fragment, so the token never
 * reaches a server log, a proxy or a Referer header; the page reads it in the browser (`rsvpManageTokenOf`).
 */
export function rsvpManageHref(locale: Locale, slug: string, manageToken: string): string {
  return `${rsvpManagePath(locale, slug)}#${encodeURIComponent(manageToken)}`;
}

/** The manage token of a private link's fragment (`#<token>` or `<token>`); null when there is none. */
export function rsvpManageTokenOf(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw.trim() === '') return null;
  try {
    return decodeURIComponent(raw).trim() || null;
  } catch {
    return null;
  }
}

/** The page that unsubscribes an address from a wedding's email; the token follows as the fragment (never sent). */
export function unsubscribePath(locale: Locale, slug: string): string {
  return `${sitePath(locale, slug)}/${UNSUBSCRIBE_SEGMENT}`;
}

/** The unsubscribe link of an email: the page with the token in the fragment, like the private RSVP link. */
export function unsubscribeHref(locale: Locale, slug: string, token: string): string {
  return `${unsubscribePath(locale, slug)}#${encodeURIComponent(token)}`;
}

/**
 * On a wedding's own domain its site lives at the root: `/` and `/{locale}`, each optionally followed by
 * `/rsvp/manage` or `/unsubscribe`. Answers the product path of the same page (`/en/w/{slug}/rsvp/manage`), which
 * parseSitePath reads, or null when the path is no page of the site there.
 */
export function productPathOnCustomDomain(pathname: string, slug: string): string | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  const first = segments[0];
  const hasLocale = first !== undefined && LOCALE_SEGMENT_PATTERN.test(first);
  const rest = (hasLocale ? segments.slice(1) : segments).join('/');
  const page =
    rest === ''
      ? ''
      : rest === RSVP_MANAGE_SEGMENTS.join('/') || rest === UNSUBSCRIBE_SEGMENT
        ? `/${rest}`
        : null;
  if (page === null) return null;
  return `${hasLocale ? `/${first}` : ''}/w/${encodeURIComponent(slug)}${page}`;
}

/** The address of a site page on the wedding's own domain: the product path without its `/w/{slug}`. */
export function customDomainPath(match: Exclude<SitePathMatch, { kind: 'unknownLocale' }>): string {
  const page =
    match.kind === 'rsvpManage'
      ? `/${RSVP_MANAGE_SEGMENTS.join('/')}`
      : match.kind === 'unsubscribe'
        ? `/${UNSUBSCRIBE_SEGMENT}`
        : '';
  return `${match.locale ? `/${match.locale}` : ''}${page}` || '/';
}
