import { LOCALES } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { PRINT_CATALOGUES, printText } from './print-text';

const PLACEHOLDER = /\{(\w+)\}/g;

function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

const reference = PRINT_CATALOGUES.de;

describe('printed texts', () => {
  it.each(LOCALES)('%s has every key of the German catalogue and no other', (locale) => {
    expect(Object.keys(PRINT_CATALOGUES[locale]).sort()).toEqual(Object.keys(reference).sort());
  });

  it.each(LOCALES)('%s uses the same placeholders as German in every text', (locale) => {
    const catalogue: Record<string, string> = PRINT_CATALOGUES[locale];
    for (const [key, german] of Object.entries(reference)) {
      expect(placeholdersOf(catalogue[key] ?? ''), `${locale}.${key}`).toEqual(placeholdersOf(german));
    }
  });

  it.each(LOCALES)('%s has no empty text', (locale) => {
    for (const [key, text] of Object.entries(PRINT_CATALOGUES[locale])) {
      expect(text.trim(), `${locale}.${key}`).not.toBe('');
    }
  });

  it('fills placeholders in', () => {
    expect(printText('en')('replyBy', { date: '1 May 2027' })).toBe('Please reply by 1 May 2027.');
    expect(printText('de')('coupleNames', { partner1: 'Anna', partner2: 'Ben' })).toBe('Anna & Ben');
  });
});
