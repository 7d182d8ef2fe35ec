import { PRINT_FONT_WEIGHTS } from '../fonts/print-font-weights';
import { millimetres } from '../format/millimetres';
import type { PrintStyle } from '../styles/print-style';
import type { PrintTheme } from '../theme/print-theme';
import { CUT_LINE_WIDTH, QR_SHEET_MEASURES } from './qr-sheet-grid';

/** A light dashed line to cut along: visible on paper, gone once cut. */
const CUT_LINE = { width: CUT_LINE_WIDTH, color: '#9e9e9e' } as const;

export type QrSheetStyles = Record<
  'page' | 'header' | 'title' | 'hint' | 'continuation' | 'grid' | 'cell' | 'names' | 'footer',
  PrintStyle
>;

/** The styles of every page of one QR sheet, built once and shared by all its pages. */
export function qrSheetStyles(theme: PrintTheme): QrSheetStyles {
  const { colors, fonts } = theme;
  const measures = QR_SHEET_MEASURES;
  return {
    page: {
      padding: measures.margin,
      backgroundColor: '#ffffff',
      color: colors.ink,
      fontFamily: fonts.body,
      fontWeight: PRINT_FONT_WEIGHTS.regular,
    },
    header: { height: measures.header, justifyContent: 'flex-start' },
    title: { fontFamily: fonts.heading, fontSize: 15, color: colors.heading, lineHeight: 1.2 },
    hint: { fontSize: 8.5, color: colors.inkMuted, marginTop: 2 },
    continuation: { fontSize: 8.5, color: colors.inkMuted },
    // Cells draw their right and bottom edges and the grid the outer top and left ones, so each cut line is
    // drawn once: two dashed lines side by side would not line up.
    grid: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignSelf: 'flex-start',
      borderTopWidth: CUT_LINE.width,
      borderLeftWidth: CUT_LINE.width,
      borderColor: CUT_LINE.color,
      borderStyle: 'dashed',
    },
    cell: {
      width: measures.cellWidth,
      height: measures.cellHeight,
      // Codes at the same height in every cell of a row, whatever the length of the names under them.
      alignItems: 'center',
      justifyContent: 'flex-start',
      paddingTop: millimetres(3),
      paddingHorizontal: 4,
      borderRightWidth: CUT_LINE.width,
      borderBottomWidth: CUT_LINE.width,
      borderColor: CUT_LINE.color,
      borderStyle: 'dashed',
    },
    names: {
      lineHeight: 1.2,
      textAlign: 'center',
      marginTop: 2,
      maxLines: 4,
      textOverflow: 'ellipsis',
    },
    footer: {
      position: 'absolute',
      bottom: measures.margin,
      left: measures.margin,
      right: measures.margin,
      fontSize: 7,
      color: colors.inkMuted,
      textAlign: 'right',
    },
  };
}
