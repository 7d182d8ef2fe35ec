import type { Density } from '../density/densities';
import { fontStack } from '../fonts/font-stack';
import { DEFAULT_THEME } from '../presets/default-preset';
import { cssVarName } from './css-var-name';
import { densityToCssVars } from './density-to-css-vars';
import { deriveSemanticColors } from './derive-semantic-colors';
import type { ColorMode } from './roles';
import type { ThemeSettings } from './types';

/**
 * Custom properties (name -> value) for a customization theme in one colour mode: all 20 semantic colours,
 * the heading and body font stacks and, when given, the density spacing. Used by ThemeProvider and the public
 * site at runtime, and by the build to render the preset blocks of tokens.css.
 */
export function themeToCssVars(
  theme: ThemeSettings,
  mode: ColorMode,
  density?: Density,
): Record<string, string> {
  const colors = deriveSemanticColors(theme.colors[mode], mode, DEFAULT_THEME.colors[mode]);
  const result: Record<string, string> = {};
  for (const [role, value] of Object.entries(colors)) result[cssVarName(['color', role])] = value;
  result[cssVarName(['font', 'heading'])] = fontStack(theme.fonts.heading);
  result[cssVarName(['font', 'body'])] = fontStack(theme.fonts.body);
  return density ? { ...result, ...densityToCssVars(density) } : result;
}
