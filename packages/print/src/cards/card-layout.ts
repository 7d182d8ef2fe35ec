import type { PrintCardSize } from '@wedding/core';
import { millimetres } from '../format/millimetres';

/** Measures of a card in points, from the A6 design. */
export interface CardLayout {
  size: PrintCardSize;
  padding: number;
  /** Width of a line of text (the page inside its padding). */
  lineWidth: number;
  frameInset: number;
  frameWidth: number;
  /** Side of the QR code itself; its image adds the quiet zone around it. */
  qrCodeSide: number;
  dividerWidth: number;
  gap: number;
  fontSizes: {
    greeting: number;
    label: number;
    coupleNames: number;
    announcement: number;
    date: number;
    venue: number;
    reply: number;
    scanPrompt: number;
    fallback: number;
  };
}

/**
 * A6 measures; A5 is A6 scaled by the square root of two (every A size is the one below it scaled so), so the
 * A5 card is the same design, larger. The QR code is 32 mm wide on A6 (45 mm on A5), quiet zone not counted:
 * phones read that from arm's length, with a margin above the 30 mm such a card needs.
 */
const A6_MILLIMETRES = {
  width: 105,
  padding: 9,
  frameInset: 4.5,
  qrCodeSide: 32,
  dividerWidth: 16,
  gap: 2.2,
};
const A6_FONT_SIZES: CardLayout['fontSizes'] = {
  greeting: 9.5,
  label: 8,
  coupleNames: 24,
  announcement: 10,
  date: 11,
  venue: 9.5,
  reply: 9,
  scanPrompt: 8,
  fallback: 6.5,
};

const SCALE: Readonly<Record<PrintCardSize, number>> = { A6: 1, A5: Math.SQRT2 };

export function cardLayout(size: PrintCardSize): CardLayout {
  const scale = SCALE[size];
  const fontSizes = Object.fromEntries(
    Object.entries(A6_FONT_SIZES).map(([role, points]) => [role, points * scale]),
  ) as CardLayout['fontSizes'];
  return {
    size,
    padding: millimetres(A6_MILLIMETRES.padding * scale),
    lineWidth: millimetres((A6_MILLIMETRES.width - 2 * A6_MILLIMETRES.padding) * scale),
    frameInset: millimetres(A6_MILLIMETRES.frameInset * scale),
    frameWidth: 0.75 * scale,
    qrCodeSide: millimetres(A6_MILLIMETRES.qrCodeSide * scale),
    dividerWidth: millimetres(A6_MILLIMETRES.dividerWidth * scale),
    gap: millimetres(A6_MILLIMETRES.gap * scale),
    fontSizes,
  };
}
