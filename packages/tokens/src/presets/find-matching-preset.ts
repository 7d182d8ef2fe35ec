import { isSameColor } from '../color/is-same-color';
import { BASE_COLOR_ROLES, COLOR_MODES } from '../theme/roles';
import type { ThemeSettings } from '../theme/types';
import { THEME_PRESETS, type ThemePreset } from './theme-presets';

/**
 * docs/requirements.md A4: after a save the selected preset is re-matched by comparing colours (both modes), fonts and
 * layout. Colours compare by value (isSameColor), so a #hex or rgb() form of a preset colour still matches.
 */
export function findMatchingPreset(
  theme: ThemeSettings,
  presets: readonly ThemePreset[] = THEME_PRESETS,
): ThemePreset | undefined {
  return presets.find(
    (preset) =>
      preset.theme.layout === theme.layout &&
      preset.theme.fonts.heading === theme.fonts.heading &&
      preset.theme.fonts.body === theme.fonts.body &&
      COLOR_MODES.every((mode) =>
        BASE_COLOR_ROLES.every((role) =>
          isSameColor(preset.theme.colors[mode][role], theme.colors[mode][role]),
        ),
      ),
  );
}
