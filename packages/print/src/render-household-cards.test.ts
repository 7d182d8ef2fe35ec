import { describe, expect, it } from 'vitest';
import { millimetres } from './format/millimetres';
import { renderHouseholdCards } from './render-household-cards';
import { households, WEDDING } from './test-support/print-fixtures';
import { readPdf } from './test-support/read-pdf';

/** Page sizes in points, as a PDF's MediaBox holds them. */
const A6 = [millimetres(105), millimetres(148)];
const A5 = [millimetres(148), millimetres(210)];

function expectPageSize([width, height]: [number, number], [expectedWidth, expectedHeight]: number[]) {
  expect(width).toBeCloseTo(expectedWidth!, 0);
  expect(height).toBeCloseTo(expectedHeight!, 0);
}

describe('renderHouseholdCards', () => {
  it('prints one A6 invitation per household: its names, the heading, the deadline and its own QR code', async () => {
    const names = [['Clara', 'David'], ['Emil'], ['Frieda', 'Greta', 'Hans']];
    const guests = households(3, (index) => names[index]!);
    const pdf = await renderHouseholdCards({
      kind: 'invitation',
      size: 'A6',
      locale: 'en',
      wedding: WEDDING,
      households: guests,
    });

    const read = await readPdf(pdf);
    expect(read.pageCount).toBe(3);
    const greetings = ['Dear Clara and David,', 'Dear Emil,', 'Dear Frieda, Greta, and Hans,'];
    guests.forEach((household, page) => {
      expectPageSize(read.pageSizes[page]!, A6);
      const text = read.pageTexts[page]!;
      expect(text).toContain(greetings[page]);
      expect(text).toContain('INVITATION');
      expect(text).toContain('Anna & Ben');
      expect(text).toContain('Saturday, June 12, 2027');
      expect(text).toContain('Schloss Elmau, Krün');
      expect(text).toContain('Please reply by May 1, 2027.');
      expect(text).toContain('Scan to open your personal invitation');
      expect(text).toContain('https://hochzeit.example.com/de/w/anna-und-ben');
      expect(text).toContain('ELMAU27');
      // The code is decoded from the image embedded in the PDF, not from the PNG that went in.
      expect(read.pageQrCodes[page]).toEqual([household.link]);
    });
  });

  it('prints A5 save-the-dates in Polish with its letters (ł, ś, ę, ź)', async () => {
    const guests = households(2, (index) => [['Łucja', 'Świętosław'], ['Zofia Wiśniewska']][index]!);
    const pdf = await renderHouseholdCards({
      kind: 'saveTheDate',
      size: 'A5',
      locale: 'pl',
      wedding: {
        ...WEDDING,
        partner1: 'Małgorzata',
        partner2: 'Jędrzej',
        venue: 'Pałac w Łodzi',
        rsvpDeadline: null,
      },
      households: guests,
    });

    const read = await readPdf(pdf);
    expect(read.pageCount).toBe(2);
    const greetings = ['Cześć Łucja i Świętosław,', 'Cześć Zofia Wiśniewska,'];
    guests.forEach((household, page) => {
      expectPageSize(read.pageSizes[page]!, A5);
      const text = read.pageTexts[page]!;
      expect(text).toContain(greetings[page]);
      expect(text).toContain('ZAREZERWUJCIE DATĘ');
      expect(text).toContain('Małgorzata & Jędrzej');
      expect(text).toContain('biorą ślub');
      expect(text).toContain('sobota, 12 czerwca 2027');
      expect(text).toContain('Pałac w Łodzi');
      expect(text).toContain('Zaproszenie wkrótce');
      expect(text).not.toContain('Prosimy o odpowiedź');
      expect(read.pageQrCodes[page]).toEqual([household.link]);
    });
  });

  it('prints A5 save-the-dates in Hindi, in Devanagari', async () => {
    const guests = households(2, (index) => [['Priya', 'Arjun'], ['Meera']][index]!);
    const pdf = await renderHouseholdCards({
      kind: 'saveTheDate',
      size: 'A5',
      locale: 'hi',
      wedding: { ...WEDDING, partner1: 'Ananya', partner2: 'Rohan', venue: 'Umaid Bhawan, Jodhpur' },
      households: guests,
    });

    const read = await readPdf(pdf);
    expect(read.pageCount).toBe(2);
    guests.forEach((household, page) => {
      const text = read.pageTexts[page]!;
      // pdf.js reads shaped Devanagari back in glyph order (the i-sign before its consonant), so the test
      // looks for words without such signs and for Devanagari text as such.
      expect(text).toMatch(/[\u0900-\u097F]{3,}/);
      expect(text).toContain('जा रहे हैं');
      expect(text).toContain('खोलने के');
      expect(text).toContain('Ananya & Rohan');
      expect(text).toContain(['Priya और Arjun', 'Meera'][page]);
      expect(text).toContain('12 जून 2027');
      expect(text).toContain('Umaid Bhawan, Jodhpur');
      expect(read.pageQrCodes[page]).toEqual([household.link]);
    });
  });

  it('keeps a card on its one page however long its texts, and leaves out what is not known', async () => {
    const many = Array.from({ length: 14 }, (_, index) => `Maximiliane-Friederike ${index} von Hohenstein`);
    const guests = households(3, (index) => (index === 1 ? many : ['Ida']));
    const pdf = await renderHouseholdCards({
      kind: 'invitation',
      size: 'A6',
      locale: 'de',
      wedding: { ...WEDDING, venue: null, weddingDate: null, rsvpDeadline: null },
      households: guests,
    });

    const read = await readPdf(pdf);
    expect(read.pageCount).toBe(3);
    expect(read.pageTexts[0]).toContain('Hallo Ida,');
    expect(read.pageTexts[0]).toContain('EINLADUNG');
    expect(read.pageTexts[0]).not.toContain('Bitte antwortet');
    expect(read.pageQrCodes.map((codes) => codes[0])).toEqual(guests.map((household) => household.link));
  });

  it('refuses what it cannot print with a RangeError', async () => {
    const input = {
      kind: 'invitation',
      size: 'A6',
      locale: 'de',
      wedding: WEDDING,
      households: households(1, () => ['Ida']),
    } as const;
    await expect(renderHouseholdCards({ ...input, households: [] })).rejects.toThrow(RangeError);
    await expect(renderHouseholdCards({ ...input, size: 'A4' as 'A6' })).rejects.toThrow(/card size "A4"/);
    await expect(renderHouseholdCards({ ...input, kind: 'menu' as 'invitation' })).rejects.toThrow(
      RangeError,
    );
    await expect(renderHouseholdCards({ ...input, locale: 'fr' as 'de' })).rejects.toThrow(RangeError);
  });
});
