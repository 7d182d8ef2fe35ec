import { catalogueProblems, flattenAreaCatalogue, LOCALES } from '@wedding/core';
import { expect, it } from 'vitest';
import { preloadedGuestsText } from '../preloaded-all';

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

it('guest screens catalogues: six complete languages, translated, with the German placeholders', () => {
  const catalogues = Object.fromEntries(
    LOCALES.map((locale) => [locale, flattenAreaCatalogue(preloadedGuestsText[locale]!)]),
  );
  expect(catalogueProblems(catalogues, { reference: 'de', sameAsReference: SAME_AS_GERMAN_ALLOWED })).toEqual(
    [],
  );
});
