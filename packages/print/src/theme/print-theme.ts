import type { Locale } from '@wedding/core';
import {
  CONTRAST_TARGET,
  CONTRAST_WARNING_BELOW,
  DEFAULT_CUSTOMIZATION,
  deriveSemanticColors,
  ensureContrast,
  formatHex,
  parseColor,
  parseCustomization,
  type SemanticColorRole,
  WHITE,
} from '@wedding/tokens';
import { type PrintFontStacks, printFontStacks } from '../fonts/print-font-stacks';

/** What the printed pieces take from a wedding's theme: hex colours for white paper and registered fonts. */
export interface PrintTheme {
  colors: {
    /** Running text. */
    ink: string;
    /** Secondary lines (addresses, hints). */
    inkMuted: string;
    /** The card's label ("Invitation") and the couple's names. */
    heading: string;
    /** Divider and frame lines. */
    ornament: string;
    /** The QR code's dark modules. */
    qr: string;
  };
  fonts: PrintFontStacks;
}

/** QR modules need far more contrast than text to scan from a printed, maybe dimly lit card. */
const QR_CONTRAST = 7;

/**
 * Cards are printed on white paper, not on the theme's background (home printers cannot print to the edge,
 * and a tinted page would end in a white rim), so each colour is checked against white: a light theme colour
 * is darkened along its own hue until it reads.
 */
function onWhitePaper(colors: Record<SemanticColorRole, string>, role: SemanticColorRole, target: number) {
  const color = parseColor(colors[role]);
  if (!color) throw new TypeError(`The derived ${role} colour is not a colour`);
  return formatHex(ensureContrast(color, WHITE, target));
}

/** The theme of the printed pieces: the light-mode semantic colours and the fonts of a stored customization. */
export function printTheme(customization: unknown, locale: Locale): PrintTheme {
  const { theme } = parseCustomization(customization);
  const colors = deriveSemanticColors(theme.colors.light, 'light', DEFAULT_CUSTOMIZATION.theme.colors.light);
  return {
    colors: {
      ink: onWhitePaper(colors, 'text', CONTRAST_TARGET),
      inkMuted: onWhitePaper(colors, 'textMuted', CONTRAST_TARGET),
      heading: onWhitePaper(colors, 'primary', CONTRAST_TARGET),
      ornament: onWhitePaper(colors, 'accent', CONTRAST_WARNING_BELOW),
      qr: onWhitePaper(colors, 'text', QR_CONTRAST),
    },
    fonts: printFontStacks(theme.fonts, locale),
  };
}
