import { millimetres } from '../format/millimetres';

/**
 * The QR sheet's grid on A4 portrait: 4 x 5 cells of about 46.5 x 50.6 mm, each large enough for a 28 mm code
 * (its quiet zone around it) and up to four lines of names, and small enough to glue onto an envelope or the
 * back of a card.
 */
export const QR_SHEET_COLUMNS = 4;
export const QR_SHEET_ROWS = 5;
export const QR_SHEET_CELLS_PER_PAGE = QR_SHEET_COLUMNS * QR_SHEET_ROWS;

const PAGE_WIDTH_MM = 210;
const PAGE_HEIGHT_MM = 297;
const MARGIN_MM = 12;
const HEADER_MM = 14;
const FOOTER_MM = 6;
/** The dashed cut lines, in points; the grid's outer top and left lines take room beside the cells. */
export const CUT_LINE_WIDTH = 0.5;
/** Rounding room: a grid even a hair taller than its page would be pushed past it whole. */
const SLACK = 1;

const contentWidth = millimetres(PAGE_WIDTH_MM - 2 * MARGIN_MM);
const gridHeight = millimetres(PAGE_HEIGHT_MM - 2 * MARGIN_MM - HEADER_MM - FOOTER_MM);

export const QR_SHEET_MEASURES = {
  margin: millimetres(MARGIN_MM),
  header: millimetres(HEADER_MM),
  footer: millimetres(FOOTER_MM),
  cellWidth: (contentWidth - CUT_LINE_WIDTH - SLACK) / QR_SHEET_COLUMNS,
  cellHeight: (gridHeight - CUT_LINE_WIDTH - SLACK) / QR_SHEET_ROWS,
  qrCodeSide: millimetres(28),
} as const;

/** The households split into pages of the grid, in their order. */
export function qrSheetPages<T>(households: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < households.length; start += QR_SHEET_CELLS_PER_PAGE) {
    pages.push(households.slice(start, start + QR_SHEET_CELLS_PER_PAGE));
  }
  return pages;
}
