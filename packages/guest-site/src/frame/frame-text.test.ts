import { LOCALES } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { frameText } from './frame-text';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import hi from './i18n/hi.json';
import pl from './i18n/pl.json';
import tr from './i18n/tr.json';

const frameCatalogues = { de, en, pl, tr, hi, es };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('frame catalogues', () => {
  const german = frameCatalogues.de;

  it.each(LOCALES)('%s has exactly the German keys', (locale) => {
    expect(Object.keys(frameCatalogues[locale]).sort()).toEqual(Object.keys(german).sort());
  });

  it.each(LOCALES)('%s uses the same placeholders as German and no empty text', (locale) => {
    const catalogue: Record<string, string> = frameCatalogues[locale];
    for (const [key, germanText] of Object.entries(german)) {
      const text = catalogue[key] ?? '';
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(germanText));
    }
  });

  it('translates rather than copies: no non-German text equals the German one', () => {
    for (const locale of LOCALES.filter((item) => item !== 'de')) {
      const catalogue: Record<string, string> = frameCatalogues[locale];
      const same = Object.keys(german).filter((key) => catalogue[key] === german[key as keyof typeof german]);
      expect(same, locale).toEqual([]);
    }
  });

  it('fills placeholders', () => {
    expect(frameText('access.remaining', 'en', { count: 3 })).toBe('Characters missing: 3');
  });
});
