import {
  COLOR_MODES,
  CONTRAST_TARGET,
  contrastRatio,
  DEFAULT_THEME,
  parseColor,
  THEME_PRESETS,
  type ThemeSettings,
} from '@wedding/tokens';
import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS, checkThemeContrast } from './contrast-pairs';
import { fixThemeContrast } from './fix-contrast';
import { nearestPassingShade } from './nearest-passing-shade';

const withLight = (patch: Partial<ThemeSettings['colors']['light']>): ThemeSettings => ({
  ...DEFAULT_THEME,
  colors: { ...DEFAULT_THEME.colors, light: { ...DEFAULT_THEME.colors.light, ...patch } },
});

describe('contrast pairs the guest site paints', () => {
  it('checks four pairs per mode and reports pass / warn / fail by docs/requirements.md A5 (4.5 target, warning below 3)', () => {
    const checks = checkThemeContrast(withLight({ primary: 'oklch(0.9 0.05 20)' }));
    expect(checks).toHaveLength(CONTRAST_PAIRS.length * COLOR_MODES.length);
    const primary = checks.find(
      (check) => check.mode === 'light' && check.pair.id === 'primary-on-background',
    );
    expect(primary?.ratio).toBeLessThan(3);
    expect(primary).toMatchObject({ level: 'fail', belowTarget: true });
    const text = checks.find((check) => check.mode === 'light' && check.pair.id === 'text-on-background');
    expect(text).toMatchObject({ level: 'pass', belowTarget: false });
  });
});

describe('nearestPassingShade', () => {
  it('keeps hue and chroma and moves lightness only as far as needed', () => {
    const white = parseColor('oklch(1 0 0)');
    const pale = parseColor('oklch(0.8 0.1 250)');
    if (!white || !pale) throw new Error('colours');
    const fixed = nearestPassingShade(pale, () => [white], CONTRAST_TARGET);
    expect(contrastRatio(fixed, white)).toBeGreaterThanOrEqual(CONTRAST_TARGET);
    expect(fixed.h).toBeCloseTo(250, 0);
    expect(fixed.c).toBeCloseTo(0.1, 2);
    // One step lighter no longer passes: this is the nearest shade.
    expect(contrastRatio({ ...fixed, l: fixed.l + 0.006 }, white)).toBeLessThan(CONTRAST_TARGET);
  });

  it('goes lighter on a dark background', () => {
    const dark = parseColor('oklch(0.2 0.02 260)');
    const muddy = parseColor('oklch(0.35 0.08 30)');
    if (!dark || !muddy) throw new Error('colours');
    const fixed = nearestPassingShade(muddy, () => [dark], CONTRAST_TARGET);
    expect(fixed.l).toBeGreaterThan(muddy.l);
    expect(contrastRatio(fixed, dark)).toBeGreaterThanOrEqual(CONTRAST_TARGET);
  });

  it('reduces chroma only where the gamut cannot hold it', () => {
    const white = parseColor('oklch(1 0 0)');
    const vivid = parseColor('oklch(0.85 0.3 140)');
    if (!white || !vivid) throw new Error('colours');
    const fixed = nearestPassingShade(vivid, () => [white], CONTRAST_TARGET);
    expect(contrastRatio(fixed, white)).toBeGreaterThanOrEqual(CONTRAST_TARGET);
    expect(fixed.c).toBeLessThan(0.3);
    expect(fixed.h).toBeCloseTo(140, -1);
  });
});

describe('fixThemeContrast: one action for every text/background pair', () => {
  it('brings every pair of both modes to 4.5:1 and leaves passing colours and backgrounds alone', () => {
    const theme: ThemeSettings = {
      ...DEFAULT_THEME,
      colors: {
        light: { ...DEFAULT_THEME.colors.light, primary: 'oklch(0.88 0.06 20)', text: 'oklch(0.7 0.02 260)' },
        dark: { ...DEFAULT_THEME.colors.dark, primary: 'oklch(0.3 0.08 20)' },
      },
    };
    expect(checkThemeContrast(theme).filter((check) => check.belowTarget).length).toBeGreaterThan(0);
    const fixed = fixThemeContrast(theme);
    expect(checkThemeContrast(fixed).filter((check) => check.belowTarget)).toEqual([]);
    expect(fixed.colors.light.background).toBe(theme.colors.light.background);
    expect(fixed.colors.dark.background).toBe(theme.colors.dark.background);
    expect(fixed.colors.light.secondary).toBe(theme.colors.light.secondary);
    expect(fixed.colors.dark.text).toBe(theme.colors.dark.text);
  });

  it('limits the fix to one mode or one pair when asked', () => {
    const theme = withLight({ primary: 'oklch(0.9 0.05 20)', text: 'oklch(0.8 0 0)' });
    const onlyPrimary = fixThemeContrast(theme, { pairIds: ['primary-on-background'] });
    expect(onlyPrimary.colors.light.text).toBe(theme.colors.light.text);
    expect(onlyPrimary.colors.light.primary).not.toBe(theme.colors.light.primary);
    const darkOnly = fixThemeContrast(theme, { mode: 'dark' });
    expect(darkOnly.colors.light).toEqual(theme.colors.light);
  });

  it('leaves every shipped preset that already passes unchanged', () => {
    for (const preset of THEME_PRESETS) {
      if (checkThemeContrast(preset.theme).some((check) => check.belowTarget)) continue;
      expect(fixThemeContrast(preset.theme), preset.id).toEqual(preset.theme);
    }
  });
});
