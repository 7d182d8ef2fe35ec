import { describe, expect, it } from 'vitest';
import { millimetres } from '../format/millimetres';
import { WEDDING } from '../test-support/print-fixtures';
import { readPdf } from '../test-support/read-pdf';
import {
  escortEntries,
  PLACE_CARDS_PER_PAGE,
  renderEscortList,
  renderPlaceCards,
  renderSeatingChart,
} from './render-seating-documents';
import type { PrintSeatingTable, SeatingPrintInput } from './seating-print-input';

const seated = (names: string[], meals: (string | null)[] = []) =>
  names.map((name, index) => ({
    id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    meal: meals[index] ? { name: meals[index] as string, symbol: index } : null,
  }));

const TABLES: PrintSeatingTable[] = [
  { id: 't1', name: 'Brauttisch', seats: 4, guests: seated(['Clara Vogel', 'Jonas Vogel']) },
  {
    id: 't2',
    name: 'Tisch 2',
    seats: 8,
    guests: seated(['Zofia Wiśniewska', 'Ayşe Yılmaz', 'Émile Bernard']),
  },
  { id: 't3', name: 'Tisch 3', seats: 6, guests: [] },
];
const input = (over: Partial<SeatingPrintInput> = {}): SeatingPrintInput => ({
  locale: 'de',
  wedding: WEDDING,
  tables: TABLES,
  ...over,
});

describe('seating PDFs', () => {
  it("prints the seating chart by table with each table's seats and guests", async () => {
    const read = await readPdf(await renderSeatingChart(input()));
    expect(read.pageCount).toBe(1);
    const [width, height] = read.pageSizes[0] ?? [0, 0];
    expect(width).toBeCloseTo(millimetres(210), 0);
    expect(height).toBeCloseTo(millimetres(297), 0);
    const page = read.pageTexts[0] ?? '';
    expect(page).toContain('Anna & Ben: Sitzplan');
    expect(page).toContain('Brauttisch 2 von 4 Plätzen Clara Vogel Jonas Vogel');
    expect(page).toContain('Tisch 2 3 von 8 Plätzen Zofia Wiśniewska Ayşe Yılmaz Émile Bernard');
    expect(page).toContain('Tisch 3 0 von 6 Plätzen');
    expect(page).toContain('Seite 1 von 1');
  });

  it('prints the escort list alphabetically in the print language, name to table, over as many pages as needed', async () => {
    expect(escortEntries(input()).map((entry) => entry.name)).toEqual([
      'Ayşe Yılmaz',
      'Clara Vogel',
      'Émile Bernard',
      'Jonas Vogel',
      'Zofia Wiśniewska',
    ]);
    const read = await readPdf(await renderEscortList(input({ locale: 'en' })));
    expect(read.pageTexts[0]).toContain('Anna & Ben: Find your table');
    expect(read.pageTexts[0]).toMatch(
      /Ayşe Yılmaz Tisch 2 Clara Vogel Brauttisch Émile Bernard Tisch 2 Jonas Vogel Brauttisch Zofia Wiśniewska Tisch 2/,
    );

    const many: PrintSeatingTable[] = [
      {
        id: 'big',
        name: 'Tisch 9',
        seats: 120,
        guests: seated(Array.from({ length: 120 }, (_, i) => `Gast ${1000 + i}`)),
      },
    ];
    const long = await readPdf(await renderEscortList(input({ tables: many })));
    expect(long.pageCount).toBeGreaterThan(1);
    const all = long.pageTexts.join(' ');
    for (let i = 0; i < 120; i += 1) expect(all).toContain(`Gast ${1000 + i} Tisch 9`);
    expect(long.pageTexts.at(-1)).toContain(`Seite ${long.pageCount} von ${long.pageCount}`);
  });

  it('prints one place card per seated guest, eight to a sheet, with the table and no meal until one is given', async () => {
    const guests = seated(Array.from({ length: 11 }, (_, i) => `Gast Nummer ${i + 1}`));
    const read = await readPdf(
      await renderPlaceCards(input({ tables: [{ id: 't', name: 'Gartentisch', seats: 12, guests }] })),
    );
    expect(PLACE_CARDS_PER_PAGE).toBe(8);
    expect(read.pageCount).toBe(2);
    expect(read.pageTexts[0]?.match(/Tisch: Gartentisch/g)).toHaveLength(8);
    expect(read.pageTexts[1]?.match(/Tisch: Gartentisch/g)).toHaveLength(3);
    const all = read.pageTexts.join(' ');
    for (const guest of guests) expect(all).toContain(`${guest.name} Tisch: Gartentisch`);
    expect(all).not.toMatch(/Fisch|Vegetarisch/);
  });

  it("prints the guest's meal beside the table once meal choices give one", async () => {
    const guests = seated(['Clara Vogel', 'Jonas Vogel', 'Mia Vogel'], ['Fisch', 'Vegetarisch', null]);
    const read = await readPdf(
      await renderPlaceCards(input({ tables: [{ id: 't', name: 'Brauttisch', seats: 4, guests }] })),
    );
    const page = read.pageTexts[0] ?? '';
    expect(page).toContain('Clara Vogel Tisch: Brauttisch Fisch');
    expect(page).toContain('Jonas Vogel Tisch: Brauttisch Vegetarisch');
    expect(page).toMatch(/Mia Vogel Tisch: Brauttisch$/);
  });

  it('refuses an unknown language', async () => {
    await expect(renderSeatingChart(input({ locale: 'fr' as never }))).rejects.toThrow(RangeError);
  });
});
