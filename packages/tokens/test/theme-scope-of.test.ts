import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMIZATION } from '../src/customization/default-customization';
import { themeScopeOf } from '../src/theme/theme-scope-of';
import { themeToCssVars } from '../src/theme/theme-to-css-vars';

describe('themeScopeOf', () => {
  it('derives both modes, the layout, the density and the fonts of a customization', () => {
    const scope = themeScopeOf(DEFAULT_CUSTOMIZATION);
    expect(scope.cssVars.light).toEqual(
      themeToCssVars(DEFAULT_CUSTOMIZATION.theme, 'light', DEFAULT_CUSTOMIZATION.density),
    );
    expect(scope.cssVars.dark).toEqual(
      themeToCssVars(DEFAULT_CUSTOMIZATION.theme, 'dark', DEFAULT_CUSTOMIZATION.density),
    );
    expect(scope.layout).toBe(DEFAULT_CUSTOMIZATION.theme.layout);
    expect(scope.fontFamilies).toEqual([
      DEFAULT_CUSTOMIZATION.theme.fonts.heading,
      DEFAULT_CUSTOMIZATION.theme.fonts.body,
    ]);
  });

  it('lets a preview override the density, and lists a font used twice once', () => {
    const sameFonts = {
      ...DEFAULT_CUSTOMIZATION,
      theme: { ...DEFAULT_CUSTOMIZATION.theme, fonts: { heading: 'Inter', body: 'Inter' } },
    };
    const scope = themeScopeOf(sameFonts, 'compact');
    expect(scope.density).toBe('compact');
    expect(scope.fontFamilies).toEqual(['Inter']);
  });
});
