import { DENSITIES } from '../density/densities';
import { DEFAULT_PRESET, THEME_PRESETS } from '../presets/theme-presets';
import { cssVarName } from '../theme/css-var-name';
import { densityToCssVars } from '../theme/density-to-css-vars';
import type { ColorMode } from '../theme/roles';
import { themeToCssVars } from '../theme/theme-to-css-vars';
import type { ThemeSettings } from '../theme/types';

const FONT_VARS = new Set([cssVarName(['font', 'heading']), cssVarName(['font', 'body'])]);

function block(
  selectors: readonly string[],
  declarations: Record<string, string>,
  colorScheme?: ColorMode,
): string {
  const lines = Object.entries(declarations).map(([name, value]) => `  ${name}: ${value};`);
  if (colorScheme) lines.unshift(`  color-scheme: ${colorScheme};`);
  return `${selectors.join(',\n')} {\n${lines.join('\n')}\n}\n`;
}

function modeVars(theme: ThemeSettings, mode: ColorMode, withFonts: boolean): Record<string, string> {
  const all = themeToCssVars(theme, mode);
  return Object.fromEntries(Object.entries(all).filter(([name]) => withFonts || !FONT_VARS.has(name)));
}

/**
 * Theme blocks of tokens.css. Selectors (set data-preset and data-color-mode on the same element):
 * - `:root` / `[data-color-mode="light"]` and `[data-color-mode="dark"]`: the default preset;
 * - `[data-preset="<id>"]` (fonts + light) and `[data-preset="<id>"][data-color-mode="light|dark"]`;
 * - `[data-density="compact|comfortable|spacious"]`: spacing and border width (comfortable is also the :root default).
 */
export function renderThemeCss(): string {
  const parts = [
    `/* Default theme: preset "${DEFAULT_PRESET.id}" */\n`,
    block([':root', '[data-color-mode="light"]'], modeVars(DEFAULT_PRESET.theme, 'light', true), 'light'),
    block(['[data-color-mode="dark"]'], modeVars(DEFAULT_PRESET.theme, 'dark', false), 'dark'),
  ];
  for (const preset of THEME_PRESETS) {
    parts.push(
      `\n/* Preset "${preset.id}" (${preset.category}) */\n`,
      block(
        [`[data-preset="${preset.id}"]`, `[data-preset="${preset.id}"][data-color-mode="light"]`],
        modeVars(preset.theme, 'light', true),
        'light',
      ),
      block(
        [`[data-preset="${preset.id}"][data-color-mode="dark"]`],
        modeVars(preset.theme, 'dark', false),
        'dark',
      ),
    );
  }
  parts.push('\n/* Density (docs/requirements.md A3) */\n');
  for (const density of DENSITIES)
    parts.push(block([`[data-density="${density}"]`], densityToCssVars(density)));
  return parts.join('');
}
