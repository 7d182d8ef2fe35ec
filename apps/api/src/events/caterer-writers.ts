import ExcelJS from 'exceljs';
import { CSV_BOM, type CsvValue, escapeCsvCell } from '../guests/csv.js';
import type { CatererSheet } from './caterer-table.js';

const line = (cells: readonly CsvValue[]) => `${cells.map((cell) => escapeCsvCell(cell)).join(',')}\r\n`;

/** The caterer's list as CSV (BOM, CRLF, formula-safe): the totals, an empty line, then the people with a header. */
export function catererCsvText(sheet: CatererSheet): string {
  return `${CSV_BOM}${sheet.totals.map(line).join('')}\r\n${line(sheet.columns)}${sheet.rows.map(line).join('')}`;
}

/** The same as an .xlsx workbook: totals in bold on top, an empty row, then the people under a bold header. */
export async function catererXlsxBuffer(sheet: CatererSheet, sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const worksheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'caterer');
  for (const total of sheet.totals) worksheet.addRow(total).font = { bold: true };
  worksheet.addRow([]);
  worksheet.addRow(sheet.columns).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow(row.map((cell) => (cell === undefined ? null : cell)));
  worksheet.columns.forEach((column, index) => {
    const longest = Math.max(
      sheet.columns[index]?.length ?? 8,
      ...[...sheet.totals, ...sheet.rows].slice(0, 500).map((row) => String(row[index] ?? '').length),
    );
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
