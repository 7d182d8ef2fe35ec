import { describe, expect, it } from 'vitest';
import { mainSiteLocale } from './main-site-locale';
import { resolveSiteInfo } from './resolve-site-info';
import {
  eventTextFor,
  fallbackEventText,
  parseEventTranslations,
  scheduleEventTexts,
} from './schedule-event-texts';
import { siteTextFallbackOrder } from './site-text-fallback';

const info = (locale: string, texts: Partial<Record<string, string | null>> = {}) => ({
  locale,
  brideName: 'Anna',
  groomName: 'Ben',
  welcomeTitle: null,
  welcomeText: null,
  ceremonyTitle: null,
  ceremonyText: null,
  receptionTitle: null,
  receptionText: null,
  travelText: null,
  ...texts,
});

describe('siteTextFallbackOrder: guest language, then the couple’s, then the rest', () => {
  it('puts the guest first and the main language second, each locale once', () => {
    expect(siteTextFallbackOrder('es', 'en')).toEqual(['es', 'en', 'de', 'pl', 'tr', 'hi']);
    expect(siteTextFallbackOrder('de', 'de')).toEqual(['de', 'en', 'pl', 'tr', 'hi', 'es']);
  });
});

describe('mainSiteLocale: the language the couple wrote first', () => {
  it('is the oldest entry; ties go by the product order; German without any', () => {
    expect(
      mainSiteLocale([
        { locale: 'de', createdAt: '2027-01-02T00:00:00Z' },
        { locale: 'en', createdAt: '2027-01-01T00:00:00Z' },
      ]),
    ).toBe('en');
    const same = new Date('2027-01-01T00:00:00Z');
    expect(
      mainSiteLocale([
        { locale: 'es', createdAt: same },
        { locale: 'pl', createdAt: same },
      ]),
    ).toBe('pl');
    expect(mainSiteLocale([])).toBe('de');
  });
});

describe('resolveSiteInfo: each text in the guest’s language, else where the couple wrote it', () => {
  const infos = [
    info('de', { welcomeText: 'Willkommen!', travelText: 'Mit der Bahn bis Potsdam.' }),
    info('en', { welcomeText: 'Welcome!', welcomeTitle: '   ' }),
  ];

  it('takes the guest’s own text where written', () => {
    expect(resolveSiteInfo(infos, 'en', 'de')).toMatchObject({ locale: 'en', welcomeText: 'Welcome!' });
  });

  it('falls back field by field (blank counts as missing) to the main language', () => {
    const english = resolveSiteInfo(infos, 'en', 'de');
    expect(english?.travelText).toBe('Mit der Bahn bis Potsdam.');
    expect(english?.welcomeTitle).toBeNull();
    expect(resolveSiteInfo(infos, 'tr', 'de')).toMatchObject({ locale: 'tr', welcomeText: 'Willkommen!' });
  });

  it('uses any written language when the main one has nothing', () => {
    expect(
      resolveSiteInfo([info('de'), info('en', { ceremonyText: 'At noon' })], 'es', 'de')?.ceremonyText,
    ).toBe('At noon');
  });

  it('is null when the couple wrote nothing at all', () => {
    expect(resolveSiteInfo([], 'de', 'de')).toBeNull();
  });
});

describe('schedule event texts per language', () => {
  it('reads stored translations and drops entries without a title', () => {
    expect(
      parseEventTranslations({
        en: { title: 'Ceremony', description: '' },
        es: { title: ' ' },
        xx: { title: 'ignored' },
        pl: 'junk',
      }),
    ).toEqual({ en: { title: 'Ceremony', description: null } });
    expect(parseEventTranslations(null)).toEqual({});
  });

  it('treats the row text of older rows as the main language (seeded: German base, English translation)', () => {
    const texts = scheduleEventTexts(
      {
        title: 'Trauung',
        description: 'In der Kirche',
        translations: { en: { title: 'Ceremony', description: null } },
      },
      'de',
    );
    expect(texts).toEqual({
      de: { title: 'Trauung', description: 'In der Kirche' },
      en: { title: 'Ceremony', description: null },
    });
  });

  it('does not mistake a copied fallback for the main language', () => {
    const texts = scheduleEventTexts(
      {
        title: 'Ceremony',
        description: null,
        translations: { en: { title: 'Ceremony', description: null } },
      },
      'de',
    );
    expect(texts).toEqual({ en: { title: 'Ceremony', description: null } });
  });

  it('keeps the main language as fallback, else the first written one', () => {
    const de = { title: 'Trauung', description: null };
    const en = { title: 'Ceremony', description: null };
    expect(fallbackEventText({ en, de }, 'de')).toEqual(de);
    expect(fallbackEventText({ en }, 'de')).toEqual(en);
    expect(fallbackEventText({}, 'de')).toBeNull();
    expect(eventTextFor({ en, de }, 'en', 'de')).toEqual(en);
    expect(eventTextFor({ en, de }, 'hi', 'de')).toEqual(de);
  });
});
