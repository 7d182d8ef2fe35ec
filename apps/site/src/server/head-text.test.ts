import { LOCALES } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { headCatalogues } from './head-text';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('page head strings', () => {
  const german = headCatalogues.de;
  for (const locale of LOCALES) {
    it(`${locale} has exactly the German keys, with the same placeholders, translated`, () => {
      const catalogue: Record<string, string> = headCatalogues[locale];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(german).sort());
      for (const [key, text] of Object.entries(german)) {
        expect(placeholders(catalogue[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(text));
        expect(catalogue[key]?.trim(), `${locale} ${key}`).not.toBe('');
        if (locale !== 'de') expect(catalogue[key], `${locale} ${key} is a copy of German`).not.toBe(text);
      }
    });
  }
});
