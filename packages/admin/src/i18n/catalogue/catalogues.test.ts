import { catalogueProblems, flattenAreaCatalogue, LOCALES } from '@wedding/core';
import { expect, it } from 'vitest';
import { preloadedAdminText } from '../preloaded-all';

/** Texts that are the same word in German and another language (names, loan words), by `area.key`. */
const SAME_AS_GERMAN_ALLOWED = new Set<string>([
  // The product's name, as in the dashboard shell.
  'shell.brand',
  // Loan words and names that German shares with some of the languages.
  'shell.group.system',
  'weddings.column.status',
  'weddings.filter.status',
  'weddings.premium',
  'weddings.standard',
  'customers.column.name',
  'customers.passkeys',
  'customers.premium',
  'locations.column.name',
  'database.engine.postgres',
  'database.version',
]);

it('admin catalogues: six complete languages, translated, with the German placeholders', () => {
  const catalogues = Object.fromEntries(
    LOCALES.map((locale) => [locale, flattenAreaCatalogue(preloadedAdminText[locale]!)]),
  );
  expect(catalogueProblems(catalogues, { reference: 'de', sameAsReference: SAME_AS_GERMAN_ALLOWED })).toEqual(
    [],
  );
});
