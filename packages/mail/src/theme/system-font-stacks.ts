import { findFont } from '@wedding/tokens';

/** Fonts every phone and desktop already has: web fonts load in too few mail clients to be worth the risk. */
export const SANS_SERIF_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
export const SERIF_STACK = "Georgia, 'Times New Roman', Times, 'Noto Serif', serif";

/**
 * The system stack closest in spirit to the theme's heading font: serif, display and script faces get the serif
 * stack (an elegant couple's name stays elegant), the rest the sans-serif one.
 */
export function headingStackFor(fontName: string): string {
  const category = findFont(fontName)?.category;
  return category === 'serif' || category === 'display' || category === 'handwriting'
    ? SERIF_STACK
    : SANS_SERIF_STACK;
}
