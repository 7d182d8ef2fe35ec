import { LOCALES, type Locale } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import hi from './i18n/hi.json';
import pl from './i18n/pl.json';
import tr from './i18n/tr.json';
import { unsubscribeText } from './unsubscribe-text';

const catalogues: Record<Locale, Record<string, string>> = { de, en, pl, tr, hi, es };
const placeholders = (template: string) =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('unsubscribe catalogues', () => {
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

  it('is translated: no locale copies another one, Hindi is written in Devanagari', () => {
    for (const locale of LOCALES) {
      for (const other of LOCALES.filter((entry) => entry !== locale)) {
        const copied = Object.keys(de).filter((key) => catalogues[locale][key] === catalogues[other][key]);
        expect(copied, `${locale} = ${other}`).toEqual([]);
      }
    }
    for (const [key, text] of Object.entries(hi)) expect(text, key).toMatch(/[\u0900-\u097F]/);
  });

  it('fills the couple and the address', () => {
    expect(unsubscribeText('done', 'en', { address: 'ada@example.org', couple: 'Lena & Jonas' })).toBe(
      "ada@example.org gets no more emails about Lena & Jonas's wedding.",
    );
  });
});
