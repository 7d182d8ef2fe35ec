import {
  type BaseColorRole,
  COLOR_MODES,
  CONTRAST_TARGET,
  type ColorMode,
  type ContrastLevel,
  contrastLevel,
  contrastRatio,
  DEFAULT_THEME,
  deriveSemanticColors,
  type SemanticColorRole,
  type ThemePalette,
  type ThemeSettings,
} from '@wedding/tokens';

/**
 * Every pair of a text colour on a background the guest site paints (checked in packages/guest-site and the
 * components it uses): body text on the page and on the tinted cards, and the primary colour as text (names,
 * headings, icons) on the page and on cards. The foreground is always one of the five chosen colours, so a fix can
 * move it; the backgrounds of cards are derived from background and text (`deriveSemanticColors`).
 */
export const CONTRAST_PAIRS = [
  { id: 'text-on-background', foreground: 'text', background: 'background' },
  { id: 'text-on-card', foreground: 'text', background: 'surfaceMuted' },
  { id: 'primary-on-background', foreground: 'primary', background: 'background' },
  { id: 'primary-on-card', foreground: 'primary', background: 'surface' },
] as const satisfies readonly {
  id: string;
  foreground: BaseColorRole;
  background: SemanticColorRole;
}[];

export type ContrastPair = (typeof CONTRAST_PAIRS)[number];
export type ContrastPairId = ContrastPair['id'];

export interface ContrastCheck {
  pair: ContrastPair;
  mode: ColorMode;
  /** WCAG 2 contrast ratio (1 to 21). */
  ratio: number;
  /** pass at 4.5 and above, warn from 3, fail below 3 (docs/requirements.md A5). */
  level: ContrastLevel;
  /** Below the target of 4.5: a fix is offered. */
  belowTarget: boolean;
  foreground: string;
  background: string;
}

/** The semantic colours a palette yields in one mode (what the site paints). */
export function paintedColors(palette: ThemePalette, mode: ColorMode) {
  return deriveSemanticColors(palette, mode, DEFAULT_THEME.colors[mode]);
}

/** The contrast of every pair of one mode's palette. */
export function checkPaletteContrast(palette: ThemePalette, mode: ColorMode): ContrastCheck[] {
  const painted = paintedColors(palette, mode);
  return CONTRAST_PAIRS.map((pair) => {
    const foreground = painted[pair.foreground];
    const background = painted[pair.background];
    const ratio = contrastRatio(foreground, background);
    return {
      pair,
      mode,
      ratio,
      level: contrastLevel(ratio),
      belowTarget: ratio < CONTRAST_TARGET,
      foreground,
      background,
    };
  });
}

/** The contrast of every pair the theme uses, light mode first. */
export function checkThemeContrast(theme: ThemeSettings): ContrastCheck[] {
  return COLOR_MODES.flatMap((mode) => checkPaletteContrast(theme.colors[mode], mode));
}
