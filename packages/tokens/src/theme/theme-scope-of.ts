import type { Customization } from '../customization/default-customization';
import type { Density } from '../density/densities';
import type { ColorMode } from './roles';
import { themeToCssVars } from './theme-to-css-vars';

/** What a themed subtree needs: both modes' custom properties, the layout, the density and the fonts to load. */
export interface ThemeScopeValues {
  cssVars: Record<ColorMode, Record<string, string>>;
  layout: string;
  density: Density;
  fontFamilies: string[];
}

/**
 * A customization's theme as plain values (ThemeProvider at runtime; a build or a server that derives them once so
 * the browser needs no colour maths). `density` overrides the customization's, e.g. for a preview.
 */
export function themeScopeOf(customization: Customization, density?: Density): ThemeScopeValues {
  const appliedDensity = density ?? customization.density;
  const { theme } = customization;
  return {
    cssVars: {
      light: themeToCssVars(theme, 'light', appliedDensity),
      dark: themeToCssVars(theme, 'dark', appliedDensity),
    },
    layout: theme.layout,
    density: appliedDensity,
    fontFamilies: [...new Set([theme.fonts.heading, theme.fonts.body])],
  };
}
