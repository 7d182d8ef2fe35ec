import { describe, expect, it } from 'vitest';
import { millimetres } from './format/millimetres';
import { QR_SHEET_CELLS_PER_PAGE } from './qr-sheet/qr-sheet-grid';
import { renderQrSheet } from './render-qr-sheet';
import { households, WEDDING } from './test-support/print-fixtures';
import { readPdf } from './test-support/read-pdf';

describe('renderQrSheet', () => {
  it('prints every household as a QR code with its names on A4 pages of the grid', async () => {
    const guests = households(25, (index) =>
      index === 7 ? ['Zofia Wiśniewska', 'Ayşe Yılmaz'] : [`Gast ${index}`],
    );
    const pdf = await renderQrSheet({ locale: 'de', wedding: WEDDING, households: guests });

    const read = await readPdf(pdf);
    expect(QR_SHEET_CELLS_PER_PAGE).toBe(20);
    expect(read.pageCount).toBe(2);
    for (const [width, height] of read.pageSizes) {
      expect(width).toBeCloseTo(millimetres(210), 0);
      expect(height).toBeCloseTo(millimetres(297), 0);
    }
    expect(read.pageTexts[0]).toContain('Anna & Ben: QR-Codes aller Einladungen');
    expect(read.pageTexts[1]).not.toContain('QR-Codes aller Einladungen');
    expect(read.pageTexts[1]).toContain('Seite 2 von 2');

    const allText = read.pageTexts.join('\n');
    for (const household of guests) {
      for (const name of household.names) expect(allText).toContain(name);
    }
    expect(read.pageTexts[0]).toContain('Zofia Wiśniewska und Ayşe Yılmaz');
    expect(read.pageQrCodes.map((codes) => codes.length)).toEqual([20, 5]);
    // Every code read back from the PDF, in the order of the households.
    expect(read.pageQrCodes.flat()).toEqual(guests.map((household) => household.link));
  });
});
