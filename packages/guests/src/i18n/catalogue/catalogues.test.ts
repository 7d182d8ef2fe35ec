import { LOCALES } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { preloadedGuestsText } from '../preloaded-all';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** Texts that are the same word in German and another language (names, loan words), by `area.key`. */
const SAME_AS_GERMAN_ALLOWED = new Set<string>([
  // Product names, abbreviations and loan words that read the same in these languages.
  'form.contact.sms',
  'form.contact.whatsapp',
  'list.priority.standard',
  'list.side.partner1',
  'list.side.partner2',
  'list.field.email',
  'form.field.email',
  'transfer.field.email',
  'list.export.guestsCsv',
  'list.shortcuts.ctrl',
  'form.dietary.halal',
  'form.dietary.vegan',
  'list.column.name',
  'list.field.name',
  'transfer.field.name',
  'form.emergency.name',
  // 'Telefon', 'Kontakt' and 'Profil' are Polish and Turkish words too.
  'list.column.phone',
  'list.field.phone',
  'form.field.phone',
  'form.emergency.phone',
  'transfer.field.phone',
  'list.detail.contact',
  'form.section.contact',
  'form.social.title',
  // Only placeholders and punctuation.
  'list.history.by',
  'list.history.change',
  'desk.rsvp.dietary',
]);

const german = preloadedGuestsText.de!;
const areas = Object.keys(german) as (keyof typeof german)[];

describe('guest screens catalogues: six complete languages', () => {
  it.each(LOCALES)('%s has exactly the German areas and keys', (locale) => {
    const catalogue = preloadedGuestsText[locale]!;
    expect(Object.keys(catalogue).sort()).toEqual([...areas].sort());
    for (const area of areas) {
      expect(Object.keys(catalogue[area]).sort(), `${locale} ${area}`).toEqual(
        Object.keys(german[area]).sort(),
      );
    }
  });

  it.each(LOCALES)('%s uses the same placeholders as German and no blank or untrimmed text', (locale) => {
    for (const area of areas) {
      const catalogue: Record<string, string> = preloadedGuestsText[locale]![area];
      for (const [key, germanText] of Object.entries(german[area] as Record<string, string>)) {
        const text = catalogue[key] ?? '';
        expect(text.trim(), `${locale} ${area}.${key}`).toBe(text);
        expect(text, `${locale} ${area}.${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${area}.${key}`).toEqual(placeholders(germanText));
      }
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'de'))(
    '%s is translated, not copied from German',
    (locale) => {
      const copied: string[] = [];
      for (const area of areas) {
        const catalogue: Record<string, string> = preloadedGuestsText[locale]![area];
        for (const [key, germanText] of Object.entries(german[area] as Record<string, string>)) {
          const id = `${area}.${key}`;
          if (catalogue[key] === germanText && !SAME_AS_GERMAN_ALLOWED.has(id)) copied.push(id);
        }
      }
      expect(copied).toEqual([]);
    },
  );

  it('hi is written in Devanagari', () => {
    for (const area of areas) {
      for (const [key, text] of Object.entries(preloadedGuestsText.hi![area] as Record<string, string>)) {
        if (SAME_AS_GERMAN_ALLOWED.has(`${area}.${key}`)) continue;
        expect(text, `${area}.${key}`).toMatch(/[\u0900-\u097F]/);
      }
    }
  });
});
