import type { Layout } from '../layout/layouts';
import type { BaseColorRole, SemanticColorRole } from './roles';

/** Five colour strings (OKLCH in stored customizations) for one colour mode. */
export type ThemePalette = Record<BaseColorRole, string>;

export interface ThemeColors {
  light: ThemePalette;
  dark: ThemePalette;
}

export interface ThemeFonts {
  heading: string;
  body: string;
}

/** The theme part of a customization and of a preset (docs/requirements.md A3). */
export interface ThemeSettings {
  colors: ThemeColors;
  fonts: ThemeFonts;
  layout: Layout;
}

/** All semantic colours of one mode as oklch() strings. */
export type SemanticColors = Record<SemanticColorRole, string>;
