import { LOCALES, type Locale } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import hi from './i18n/hi.json';
import pl from './i18n/pl.json';
import tr from './i18n/tr.json';
import { sectionText } from './section-text';

const catalogues: Record<Locale, Record<string, string>> = { de, en, pl, tr, hi, es };
const placeholders = (template: string) =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('section catalogues', () => {
  it('exist for every locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((locale) => locale !== 'de'))('%s has exactly the German keys', (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(Object.keys(de).sort());
  });

  it.each(LOCALES)('%s keeps the placeholders of every German string and has no empty text', (locale) => {
    for (const [key, template] of Object.entries(de)) {
      const translation = catalogues[locale][key];
      expect(translation?.trim(), `${locale} ${key}`).toBeTruthy();
      expect(placeholders(translation ?? ''), `${locale} ${key}`).toEqual(placeholders(template));
    }
  });

  it('translates the core texts rather than copying German', () => {
    for (const locale of LOCALES.filter((entry) => entry !== 'de')) {
      expect(sectionText('gallery.empty', locale)).not.toBe(sectionText('gallery.empty', 'de'));
      expect(sectionText('map.show', locale)).not.toBe(sectionText('map.show', 'de'));
    }
  });

  it('fills placeholders', () => {
    expect(sectionText('gallery.imageAlt', 'en', { current: 2, total: 8 })).toBe('Photo 2 of 8');
  });
});
