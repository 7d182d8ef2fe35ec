import { CONTRAST_TARGET } from './constants';
import { contrastRatio } from './contrast-ratio';
import { BLACK, WHITE } from './reference-colors';
import type { OklchColor } from './types';

/**
 * Chooses the text colour for content on `background` (onPrimary, onAccent, ...): a near-white or near-black
 * tinted with the background's hue when it reaches 4.5:1, otherwise pure white or black. One of white and black
 * always reaches at least 4.58:1, so the result always meets CONTRAST_TARGET.
 */
export function pickOnColor(background: OklchColor): OklchColor {
  const preferDark = contrastRatio(BLACK, background) >= contrastRatio(WHITE, background);
  const tinted: OklchColor = preferDark
    ? { l: 0.2, c: Math.min(0.03, background.c), h: background.h, alpha: 1 }
    : { l: 0.985, c: Math.min(0.012, background.c), h: background.h, alpha: 1 };
  if (contrastRatio(tinted, background) >= CONTRAST_TARGET) return tinted;
  return preferDark ? BLACK : WHITE;
}
