import { describe, expect, it } from 'vitest';
import {
  customDomainPath,
  parseSitePath,
  productPathOnCustomDomain,
  rsvpManageHref,
  rsvpManagePath,
  rsvpManageTokenOf,
  sitePath,
  unsubscribeHref,
} from './site-path';

describe('parseSitePath', () => {
  it('reads /{locale}/w/{slug} for every supported locale', () => {
    for (const locale of ['de', 'en', 'pl', 'tr', 'hi', 'es'] as const) {
      expect(parseSitePath(`/${locale}/w/anna-und-ben`)).toEqual({
        kind: 'site',
        slug: 'anna-und-ben',
        locale,
      });
    }
  });

  it('reads /w/{slug} without a locale (the server picks cookie or German)', () => {
    expect(parseSitePath('/w/anna-und-ben')).toEqual({ kind: 'site', slug: 'anna-und-ben', locale: null });
  });

  it('allows one trailing slash and compares slug and locale lower-case', () => {
    expect(parseSitePath('/EN/w/Anna-Und-Ben/')).toEqual({
      kind: 'site',
      slug: 'anna-und-ben',
      locale: 'en',
    });
  });

  it('marks a locale-like segment we do not offer, so the server can redirect', () => {
    expect(parseSitePath('/fr/w/anna')).toEqual({ kind: 'unknownLocale', slug: 'anna', segment: 'fr' });
    expect(parseSitePath('/en-GB/w/anna')).toEqual({ kind: 'unknownLocale', slug: 'anna', segment: 'en-GB' });
  });

  it('is not a site path: other shapes, empty or malformed slugs', () => {
    for (const path of [
      '/',
      '/w',
      '/w/',
      '/de/w',
      '/de/x/anna',
      '/de/w/anna/extra',
      '/dashboard/w/anna',
      '/w/anna%2Fben',
      '/w/%E0%A4',
      '/w/anna_ben',
      '/w/-anna',
      `/w/${'a'.repeat(61)}`,
    ]) {
      expect(parseSitePath(path), path).toBeNull();
    }
  });
});

describe('sitePath', () => {
  it('builds the canonical locale path', () => {
    expect(sitePath('tr', 'anna-und-ben')).toBe('/tr/w/anna-und-ben');
  });
});

describe('the private RSVP page', () => {
  it('reads /{locale}/w/{slug}/rsvp/manage and /w/{slug}/rsvp/manage', () => {
    expect(parseSitePath('/pl/w/anna-und-ben/rsvp/manage')).toEqual({
      kind: 'rsvpManage',
      slug: 'anna-und-ben',
      locale: 'pl',
    });
    expect(parseSitePath('/w/Anna-Und-Ben/rsvp/manage/')).toEqual({
      kind: 'rsvpManage',
      slug: 'anna-und-ben',
      locale: null,
    });
  });

  it('is no site path with an unknown locale or other segments', () => {
    for (const path of [
      '/fr/w/anna/rsvp/manage',
      '/de/w/anna/rsvp',
      '/de/w/anna/manage',
      '/de/w/rsvp/manage',
    ]) {
      expect(parseSitePath(path), path).toBeNull();
    }
  });

  it('builds the link with the token in the fragment and reads it back', () => {
    expect(rsvpManagePath('tr', 'anna')).toBe('/tr/w/anna/rsvp/manage');
    const href = rsvpManageHref('de', 'anna', 'abc123.Sig_-x');
    expect(href).toBe('/de/w/anna/rsvp/manage#abc123.Sig_-x');
    expect(parseSitePath(href.split('#')[0] ?? '')).toMatchObject({ kind: 'rsvpManage', slug: 'anna' });
    expect(rsvpManageTokenOf(new URL(href, 'https://example.org').hash)).toBe('abc123.Sig_-x');
    expect(rsvpManageTokenOf('abc')).toBe('abc');
    for (const empty of ['', '#', '# ', '#%E0%A4']) expect(rsvpManageTokenOf(empty), empty).toBeNull();
  });
});

describe('the unsubscribe page', () => {
  it('is parsed with or without a locale, and its link carries the token in the fragment', () => {
    expect(parseSitePath('/en/w/anna-und-ben/unsubscribe')).toEqual({
      kind: 'unsubscribe',
      slug: 'anna-und-ben',
      locale: 'en',
    });
    expect(parseSitePath('/w/anna-und-ben/unsubscribe/')).toEqual({
      kind: 'unsubscribe',
      slug: 'anna-und-ben',
      locale: null,
    });
    expect(parseSitePath('/fr/w/anna-und-ben/unsubscribe')).toBeNull();
    expect(unsubscribeHref('de', 'anna-und-ben', 'abc_DEF-1')).toBe(
      '/de/w/anna-und-ben/unsubscribe#abc_DEF-1',
    );
  });
});

describe('a site on its own domain', () => {
  it('maps the root, a locale and the two door pages to the product path of the same page', () => {
    expect(productPathOnCustomDomain('/', 'anna')).toBe('/w/anna');
    expect(productPathOnCustomDomain('/en', 'anna')).toBe('/en/w/anna');
    expect(productPathOnCustomDomain('/en/', 'anna')).toBe('/en/w/anna');
    expect(productPathOnCustomDomain('/pl/rsvp/manage', 'anna')).toBe('/pl/w/anna/rsvp/manage');
    expect(productPathOnCustomDomain('/unsubscribe', 'anna')).toBe('/w/anna/unsubscribe');
    // A locale we do not offer still maps, so the server redirects it like /fr/w/anna.
    expect(parseSitePath(productPathOnCustomDomain('/fr', 'anna') ?? '')).toEqual({
      kind: 'unknownLocale',
      slug: 'anna',
      segment: 'fr',
    });
  });

  it('maps no other path', () => {
    for (const path of ['/about', '/en/about', '/w/anna', '/en/rsvp', '/dashboard', '/en/unsubscribe/x']) {
      expect(productPathOnCustomDomain(path, 'anna')).toBeNull();
    }
  });

  it('writes every page back without /w/{slug}, and is the inverse of the mapping', () => {
    for (const path of ['/', '/en', '/pl/rsvp/manage', '/unsubscribe', '/hi/unsubscribe']) {
      const match = parseSitePath(productPathOnCustomDomain(path, 'anna') ?? '');
      if (!match || match.kind === 'unknownLocale') throw new Error(`no site path for ${path}`);
      expect(customDomainPath(match)).toBe(path);
    }
  });
});
