import { DEFAULT_CUSTOMIZATION, themeToCssVars } from '@wedding/tokens';
import { describe, expect, it } from 'vitest';
import { siteThemeCssVars, siteThemeScopeProps } from './site-theme';

const romantic = {
  ...DEFAULT_CUSTOMIZATION,
  density: 'compact' as const,
  theme: {
    ...DEFAULT_CUSTOMIZATION.theme,
    layout: 'romantic' as const,
    fonts: { heading: 'Playfair Display', body: 'Playfair Display' },
  },
};

describe('site theme', () => {
  it('derives both modes with the customization density', () => {
    const cssVars = siteThemeCssVars(romantic);
    expect(cssVars.light).toEqual(themeToCssVars(romantic.theme, 'light', 'compact'));
    expect(cssVars.dark).toEqual(themeToCssVars(romantic.theme, 'dark', 'compact'));
    expect(cssVars.light).not.toEqual(cssVars.dark);
  });

  it('falls back to the default customization', () => {
    expect(siteThemeCssVars()).toEqual(siteThemeCssVars(DEFAULT_CUSTOMIZATION));
  });

  it('gives layout, density and each font family once', () => {
    expect(siteThemeScopeProps(romantic)).toEqual({
      layout: 'romantic',
      density: 'compact',
      fontFamilies: ['Playfair Display'],
    });
  });
});
