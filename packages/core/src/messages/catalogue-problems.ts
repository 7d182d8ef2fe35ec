import type { Locale } from '../constants';

/** One language's texts by key; a screen package's catalogue nests them in areas (`{ list: { title } }`). */
export type FlatCatalogue = Readonly<Record<string, string>>;
export type AreaCatalogue = Readonly<Record<string, FlatCatalogue>>;

export interface CatalogueCheckOptions {
  /** The language every other one is compared with (its keys, placeholders and words). */
  reference: Locale;
  /** Keys whose text may equal the reference's: names, loan words, placeholders only. */
  sameAsReference?: ReadonlySet<string>;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const placeholdersOf = (text: string) =>
  [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .sort()
    .join(',');
const DEVANAGARI = /[\u0900-\u097F]/;

/** `{ area: { key: text } }` as `{ 'area.key': text }`, so area catalogues are checked like flat ones. */
export function flattenAreaCatalogue(catalogue: AreaCatalogue): FlatCatalogue {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([area, texts]) =>
      Object.entries(texts).map(([key, text]) => [`${area}.${key}`, text] as const),
    ),
  );
}

/**
 * What keeps a set of catalogues from being six complete languages, one line per problem (empty when none): a
 * key missing or extra against the reference, a blank or untrimmed text, placeholders that differ, a text copied
 * from the reference, and Hindi not written in Devanagari. Each screen package's test asserts it is empty.
 */
export function catalogueProblems(
  catalogues: Partial<Record<Locale, FlatCatalogue>>,
  { reference, sameAsReference = new Set() }: CatalogueCheckOptions,
): string[] {
  const problems: string[] = [];
  const referenceTexts = catalogues[reference] ?? {};
  for (const [locale, texts = {}] of Object.entries(catalogues) as [Locale, FlatCatalogue | undefined][]) {
    for (const key of Object.keys(texts)) {
      if (!(key in referenceTexts)) problems.push(`${locale} ${key}: not in ${reference}`);
    }
    for (const [key, referenceText] of Object.entries(referenceTexts)) {
      const text = texts[key];
      if (text === undefined) {
        problems.push(`${locale} ${key}: missing`);
        continue;
      }
      if (text.trim() === '' || text.trim() !== text) problems.push(`${locale} ${key}: blank or untrimmed`);
      if (placeholdersOf(text) !== placeholdersOf(referenceText))
        problems.push(`${locale} ${key}: placeholders differ from ${reference}`);
      if (locale === reference || sameAsReference.has(key)) continue;
      if (text === referenceText) problems.push(`${locale} ${key}: copied from ${reference}`);
      if (locale === 'hi' && !DEVANAGARI.test(text)) problems.push(`${locale} ${key}: not in Devanagari`);
    }
  }
  return problems;
}
