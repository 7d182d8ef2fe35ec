import { formatHex } from 'culori';
import { describe, expect, it } from 'vitest';
import { toCulori } from '../src/color/to-culori';
import {
  BODY_FONTS,
  COLOR_MODES,
  CONTRAST_TARGET,
  CONTRAST_WARNING_BELOW,
  contrastRatio,
  DEFAULT_PRESET,
  DEFAULT_PRESET_ID,
  DEFAULT_THEME,
  deriveSemanticColors,
  findMatchingPreset,
  findPreset,
  HEADING_FONTS,
  LAYOUTS,
  PRESET_CATEGORIES,
  PRESET_CATEGORY_FILTERS,
  parseColor,
  parseColorInput,
  THEME_PRESETS,
  type ThemeSettings,
} from '../src/index';

describe('theme presets (docs/requirements.md A3): id, name, description, category, theme, isPopular, isPremium', () => {
  it('has at least 12 presets with unique ids covering all five categories', () => {
    expect(THEME_PRESETS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(THEME_PRESETS.map((preset) => preset.id)).size).toBe(THEME_PRESETS.length);
    expect(PRESET_CATEGORIES).toEqual(['elegant', 'romantic', 'modern', 'classic', 'seasonal']);
    expect(PRESET_CATEGORY_FILTERS).toEqual(['all', 'elegant', 'romantic', 'modern', 'classic', 'seasonal']);
    for (const category of PRESET_CATEGORIES) {
      expect(THEME_PRESETS.filter((preset) => preset.category === category).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('marks some presets popular and some premium', () => {
    expect(THEME_PRESETS.some((preset) => preset.isPopular)).toBe(true);
    expect(THEME_PRESETS.some((preset) => preset.isPremium)).toBe(true);
    expect(THEME_PRESETS.some((preset) => !preset.isPremium)).toBe(true);
  });

  it.each(THEME_PRESETS.map((preset) => [preset.id, preset] as const))(
    '%s is complete and valid',
    (_id, preset) => {
      expect(preset.name.trim()).not.toBe('');
      expect(preset.description.trim()).not.toBe('');
      expect(LAYOUTS).toContain(preset.theme.layout);
      expect([...HEADING_FONTS, 'Cormorant Garamond']).toContain(preset.theme.fonts.heading);
      expect(BODY_FONTS).toContain(preset.theme.fonts.body);
      for (const mode of COLOR_MODES) {
        for (const value of Object.values(preset.theme.colors[mode]))
          expect(parseColorInput(value).ok).toBe(true);
      }
    },
  );

  it('uses classic-navy as the default preset and default theme', () => {
    expect(DEFAULT_PRESET_ID).toBe('classic-navy');
    expect(DEFAULT_PRESET.id).toBe('classic-navy');
    expect(DEFAULT_THEME).toBe(DEFAULT_PRESET.theme);
    expect(findPreset('classic-navy')).toBe(DEFAULT_PRESET);
    expect(findPreset('missing')).toBeUndefined();
  });
});

describe('contrast target 4.5 (docs/requirements.md A5) for every preset, light and dark', () => {
  const cases = THEME_PRESETS.flatMap((preset) =>
    COLOR_MODES.map((mode) => [preset.id, mode, preset] as const),
  );

  it.each(cases)('%s %s: body text on background reaches 4.5:1', (_id, mode, preset) => {
    const palette = preset.theme.colors[mode];
    expect(contrastRatio(palette.text, palette.background)).toBeGreaterThanOrEqual(CONTRAST_TARGET);
  });

  it.each(cases)('%s %s: every derived pairing reaches its target', (_id, mode, preset) => {
    const colors = deriveSemanticColors(preset.theme.colors[mode], mode, DEFAULT_THEME.colors[mode]);
    const pairs = [
      ['onPrimary', 'primary'],
      ['onSecondary', 'secondary'],
      ['onAccent', 'accent'],
      ['onSuccess', 'success'],
      ['onWarning', 'warning'],
      ['onError', 'error'],
      ['text', 'surface'],
      ['textMuted', 'background'],
      ['textMuted', 'surface'],
      ['textMuted', 'surfaceMuted'],
    ] as const;
    for (const [foreground, background] of pairs) {
      expect(
        contrastRatio(colors[foreground], colors[background]),
        `${foreground} on ${background}`,
      ).toBeGreaterThanOrEqual(CONTRAST_TARGET);
    }
    for (const role of ['border', 'focusRing', 'success', 'warning', 'error'] as const) {
      expect(contrastRatio(colors[role], colors.background), `${role}`).toBeGreaterThanOrEqual(
        CONTRAST_WARNING_BELOW,
      );
    }
  });
});

describe('preset re-match (docs/requirements.md A4) by colours, fonts and layout', () => {
  it.each(THEME_PRESETS.map((preset) => [preset.id, preset] as const))(
    're-matches %s from its own theme',
    (id, preset) => {
      const copy: ThemeSettings = structuredClone(preset.theme);
      expect(findMatchingPreset(copy)?.id).toBe(id);
    },
  );

  it('compares colours by value, so the #hex form of a preset colour still matches', () => {
    const theme = structuredClone(DEFAULT_THEME);
    const background = parseColor(theme.colors.light.background);
    expect(background).not.toBeNull();
    theme.colors.light.background = background ? formatHex(toCulori(background)) : '';
    expect(theme.colors.light.background).toMatch(/^#[0-9a-f]{6}$/);
    expect(findMatchingPreset(theme)?.id).toBe(DEFAULT_PRESET_ID);
  });

  it('does not match a visibly different colour', () => {
    const theme = structuredClone(DEFAULT_THEME);
    theme.colors.dark.primary = '#ff0000';
    expect(findMatchingPreset(theme)).toBeUndefined();
  });

  it('does not match when the fonts or the layout differ', () => {
    expect(findMatchingPreset({ ...DEFAULT_THEME, layout: 'artdeco' })).toBeUndefined();
    expect(
      findMatchingPreset({ ...DEFAULT_THEME, fonts: { heading: 'Lora', body: 'Inter' } }),
    ).toBeUndefined();
  });
});
