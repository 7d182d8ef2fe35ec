import type { GiftView } from '@wedding/core';
import ExcelJS from 'exceljs';
import { type CsvColumn, toCsv } from '../guests/csv.js';

/**
 * The export's columns. Like the caterer's list, the headings are stable field names (not translated), so a
 * spreadsheet or a script that reads them keeps working whatever the member's language.
 */
export const GIFT_COLUMNS: CsvColumn<GiftView>[] = [
  { header: 'household', value: (gift) => gift.householdName },
  { header: 'description', value: (gift) => gift.description },
  { header: 'amount', value: (gift) => gift.amount },
  { header: 'currency', value: (gift) => gift.currency },
  { header: 'receivedOn', value: (gift) => gift.receivedOn },
  { header: 'event', value: (gift) => gift.eventTitle },
  { header: 'thankYouStatus', value: (gift) => gift.thankYouStatus },
  { header: 'thankYouOn', value: (gift) => gift.thankYouOn },
];

/** The gifts as CSV (BOM, CRLF, formula-safe), one line per gift under a header. */
export function giftsCsvText(gifts: readonly GiftView[]): string {
  return toCsv(gifts, GIFT_COLUMNS);
}

/** The same as an .xlsx workbook: a bold header, amounts as numbers with two decimals. */
export async function giftsXlsxBuffer(gifts: readonly GiftView[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const worksheet = workbook.addWorksheet('gifts');
  worksheet.addRow(GIFT_COLUMNS.map((column) => column.header)).font = { bold: true };
  for (const gift of gifts) {
    worksheet.addRow(GIFT_COLUMNS.map((column) => column.value(gift) ?? null));
  }
  const amountIndex = GIFT_COLUMNS.findIndex((column) => column.header === 'amount') + 1;
  worksheet.getColumn(amountIndex).numFmt = '0.00';
  worksheet.columns.forEach((column, index) => {
    const longest = Math.max(
      GIFT_COLUMNS[index]?.header.length ?? 8,
      ...gifts.slice(0, 500).map((gift) => String(GIFT_COLUMNS[index]?.value(gift) ?? '').length),
    );
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
