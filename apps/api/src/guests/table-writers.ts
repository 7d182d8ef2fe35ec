import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { CSV_BOM, escapeCsvCell } from './csv.js';
import type { ExportTable } from './purpose-exports.js';

/** A table as CSV (BOM, CRLF, RFC 4180, formula-safe), the totals after one empty line. */
export function tableCsv(table: ExportTable): string {
  const line = (cells: readonly unknown[]) =>
    `${cells.map((cell) => escapeCsvCell(cell as never)).join(',')}\r\n`;
  const totals = table.totals ? `\r\n${table.totals.map(line).join('')}` : '';
  return `${CSV_BOM}${line(table.columns)}${table.rows.map(line).join('')}${totals}`;
}

/**
 * A table as an .xlsx workbook a planner can open: one sheet, bold frozen header, auto filter, columns sized to
 * their content, totals (when any) in bold after one empty row. Text that looks like a formula stays text
 * (exceljs writes strings as shared strings, never as formulas).
 */
export async function writeTableXlsx(res: Response, table: ExportTable, sheetName: string): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(table.columns).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((cell) => (cell === undefined ? null : cell)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  if (table.totals) {
    sheet.addRow([]);
    for (const total of table.totals) sheet.addRow(total).font = { bold: true };
  }
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(
      table.columns[index]?.length ?? 8,
      ...table.rows.slice(0, 500).map((row) => String(row[index] ?? '').length),
    );
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
  await workbook.xlsx.write(res);
  res.end();
}
