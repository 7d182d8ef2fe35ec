/** Spreadsheet apps run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

/** Makes one CSV cell: formula-safe (leading `'`) and quoted per RFC 4180 when needed. */
export function escapeCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (text.length > 0 && FORMULA_TRIGGERS.has(text[0] as string)) {
    text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** UTF-8 byte order mark: lets Excel open the file as UTF-8 (umlauts in German names). */
export const CSV_BOM = '\uFEFF';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** RFC 4180 lines end in CRLF; every line has one cell per column. */
export function csvHeaderLine<Row>(columns: readonly CsvColumn<Row>[]): string {
  return `${columns.map((column) => escapeCsvCell(column.header)).join(',')}\r\n`;
}

export function csvLine<Row>(row: Row, columns: readonly CsvColumn<Row>[]): string {
  return `${columns.map((column) => escapeCsvCell(column.value(row))).join(',')}\r\n`;
}

/** A whole document: BOM, header line, one line per row. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return CSV_BOM + csvHeaderLine(columns) + rows.map((row) => csvLine(row, columns)).join('');
}
