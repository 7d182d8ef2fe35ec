import { PRINT_FONT_WEIGHTS } from '../fonts/print-font-weights';
import type { PrintStyle } from '../styles/print-style';
import type { PrintTheme } from '../theme/print-theme';
import type { CardLayout } from './card-layout';

/** Lines of running text sit a little apart; the large names sit tight. */
const LINE_HEIGHT = 1.35;
const NAMES_LINE_HEIGHT = 1.15;

export type CardStyles = Record<
  | 'page'
  | 'frame'
  | 'card'
  | 'announcementBlock'
  | 'greeting'
  | 'label'
  | 'coupleNames'
  | 'announcement'
  | 'divider'
  | 'date'
  | 'venue'
  | 'closingLine'
  | 'codeBlock'
  | 'scanPrompt'
  | 'fallback'
  | 'fallbackValue',
  PrintStyle
>;

/** The styles of every card of one print run, built once and shared by all its pages. */
export function cardStyles(layout: CardLayout, theme: PrintTheme): CardStyles {
  const { fontSizes, gap } = layout;
  const { colors, fonts } = theme;
  const centred: PrintStyle = { textAlign: 'center', lineHeight: LINE_HEIGHT };
  return {
    page: {
      padding: layout.padding,
      backgroundColor: '#ffffff',
      color: colors.ink,
      fontFamily: fonts.body,
      fontWeight: PRINT_FONT_WEIGHTS.regular,
    },
    frame: {
      position: 'absolute',
      top: layout.frameInset,
      right: layout.frameInset,
      bottom: layout.frameInset,
      left: layout.frameInset,
      borderWidth: layout.frameWidth,
      borderColor: colors.ornament,
      borderStyle: 'solid',
    },
    // The announcement at the top, the QR code at the bottom, the space between them shared out.
    card: { flexGrow: 1, flexDirection: 'column', justifyContent: 'space-between', alignItems: 'center' },
    announcementBlock: { width: '100%', alignItems: 'center' },
    // Long texts end in an ellipsis after a few lines instead of pushing the QR code off the card.
    greeting: {
      ...centred,
      fontSize: fontSizes.greeting,
      color: colors.inkMuted,
      marginBottom: gap * 2,
      maxLines: 4,
      textOverflow: 'ellipsis',
    },
    label: {
      ...centred,
      fontSize: fontSizes.label,
      fontWeight: PRINT_FONT_WEIGHTS.bold,
      letterSpacing: fontSizes.label * 0.1,
      color: colors.heading,
      marginBottom: gap,
    },
    coupleNames: {
      textAlign: 'center',
      lineHeight: NAMES_LINE_HEIGHT,
      fontFamily: fonts.heading,
      fontWeight: PRINT_FONT_WEIGHTS.regular,
      color: colors.heading,
      marginBottom: gap,
      maxLines: 3,
      textOverflow: 'ellipsis',
    },
    announcement: { ...centred, fontSize: fontSizes.announcement },
    divider: {
      width: layout.dividerWidth,
      borderBottomWidth: layout.frameWidth,
      borderBottomColor: colors.ornament,
      borderBottomStyle: 'solid',
      marginTop: gap * 1.5,
      marginBottom: gap * 1.5,
    },
    date: { ...centred, fontSize: fontSizes.date, fontWeight: PRINT_FONT_WEIGHTS.bold },
    venue: { ...centred, fontSize: fontSizes.venue, maxLines: 2, textOverflow: 'ellipsis' },
    closingLine: { ...centred, fontSize: fontSizes.reply, color: colors.inkMuted, marginTop: gap },
    codeBlock: { width: '100%', alignItems: 'center' },
    scanPrompt: { ...centred, fontSize: fontSizes.scanPrompt, marginTop: gap / 2 },
    fallback: { ...centred, fontSize: fontSizes.fallback, color: colors.inkMuted, marginTop: gap / 2 },
    fallbackValue: { fontWeight: PRINT_FONT_WEIGHTS.bold, color: colors.ink },
  };
}
