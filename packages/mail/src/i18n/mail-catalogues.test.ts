import { catalogueProblems, flattenAreaCatalogue, LOCALES } from '@wedding/core';
import { expect, it } from 'vitest';
import { MAIL_CATALOGUES } from './mail-text';

/** Texts that may equal the German one: German uses the English phrase "Save the Date" as a loan. */
const SAME_AS_GERMAN_ALLOWED = new Set<string>(['saveTheDate.subject', 'saveTheDate.eyebrow']);

it('email catalogues: six complete languages, translated, with the German placeholders', () => {
  const catalogues = Object.fromEntries(
    LOCALES.map((locale) => [locale, flattenAreaCatalogue(MAIL_CATALOGUES[locale])]),
  );
  expect(catalogueProblems(catalogues, { reference: 'de', sameAsReference: SAME_AS_GERMAN_ALLOWED })).toEqual(
    [],
  );
});

it('the loan phrase is translated where the language has its own', () => {
  for (const locale of ['pl', 'tr', 'hi', 'es'] as const) {
    expect(MAIL_CATALOGUES[locale].saveTheDate.eyebrow).not.toBe(MAIL_CATALOGUES.de.saveTheDate.eyebrow);
  }
});
