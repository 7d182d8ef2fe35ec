import { Font } from '@react-pdf/renderer';
import { LOCALES, type Locale } from '@wedding/core';
import { DEFAULT_FONTS, FONT_CATALOGUE } from '@wedding/tokens';
import { describe, expect, it } from 'vitest';
import { PRINT_CATALOGUES } from '../i18n/print-text';
import { printFontStacks } from './print-font-stacks';
import { PRINT_FONT_WEIGHTS } from './print-font-weights';

/** Names and places the cards print in every language, beside the catalogue's own texts. */
const SAMPLES =
  'Łódź Żółć Gęś Świętosław İstanbul Ayşe Yılmaz Gençoğlu Müller Straße Ñandú Ça प्रिय अर्जुन 0123456789 &,.:–';

/** Whether some family of the stack has a glyph for every letter of `text` at `weight`. */
async function uncovered(stack: readonly string[], text: string, weight: number): Promise<string[]> {
  const fonts = await Promise.all(
    stack.map(async (fontFamily) => {
      await Font.load({ fontFamily, fontWeight: weight });
      return Font.getFont({ fontFamily, fontWeight: weight }).data;
    }),
  );
  const letters = [...new Set(text.replace(/\s/g, ''))];
  return letters.filter(
    (letter) => !fonts.some((font) => font?.hasGlyphForCodePoint(letter.codePointAt(0) ?? 0)),
  );
}

describe('printFontStacks', () => {
  it.each(LOCALES)(
    'sets every text of %s and every sample name in the default fonts, regular and bold',
    async (locale: Locale) => {
      const stacks = printFontStacks(DEFAULT_FONTS, locale);
      const text = `${Object.values(PRINT_CATALOGUES[locale]).join(' ')} ${SAMPLES}`;
      for (const weight of Object.values(PRINT_FONT_WEIGHTS)) {
        expect(await uncovered(stacks.body, text, weight), `${locale} body ${weight}`).toEqual([]);
        expect(await uncovered(stacks.heading, text, weight), `${locale} heading ${weight}`).toEqual([]);
      }
    },
  );

  it('sets Polish, Turkish and Devanagari names in every font of the catalogue', async () => {
    for (const font of FONT_CATALOGUE) {
      const stacks = printFontStacks({ heading: font.name, body: font.name }, 'pl');
      expect(await uncovered(stacks.heading, SAMPLES, PRINT_FONT_WEIGHTS.regular), font.name).toEqual([]);
    }
  });

  it('sets running Hindi text in Noto Sans Devanagari and prints system fonts with a self-hosted stand-in', () => {
    expect(printFontStacks(DEFAULT_FONTS, 'hi').body[0]).toBe('Noto Sans Devanagari devanagari');
    expect(printFontStacks(DEFAULT_FONTS, 'de').body).toEqual([
      'Inter latin',
      'Inter latin-ext',
      'Noto Sans Devanagari devanagari',
    ]);
    expect(printFontStacks({ heading: 'Georgia', body: 'Arial' }, 'de')).toMatchObject({
      heading: ['Lora latin', 'Lora latin-ext', 'Noto Sans Devanagari devanagari'],
      body: ['Inter latin', 'Inter latin-ext', 'Noto Sans Devanagari devanagari'],
    });
    expect(printFontStacks({ heading: 'Playfair Display', body: 'Lato' }, 'tr').body).toEqual([
      'Lato latin',
      'Lato latin-ext',
      'Inter latin-ext',
      'Noto Sans Devanagari devanagari',
    ]);
  });
});
