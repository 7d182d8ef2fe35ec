import { findMatchingPreset, type ThemePreset, type ThemeSettings } from '@wedding/tokens';

/**
 * The premium preset a theme change picks (docs/requirements.md A6 "premium theme presets are marked premium"; refused
 * on a non-premium plan): the new theme is exactly a premium preset that the stored theme was not. A wedding that
 * kept a premium preset from an earlier plan can still save other changes (density, features).
 */
export function premiumPresetChosen(before: ThemeSettings, after: ThemeSettings): ThemePreset | undefined {
  const preset = findMatchingPreset(after);
  if (!preset?.isPremium) return undefined;
  return findMatchingPreset(before)?.id === preset.id ? undefined : preset;
}
