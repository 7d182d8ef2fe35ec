import { type Customization, DEFAULT_CUSTOMIZATION, themeToCssVars } from '@wedding/tokens';
import type { ThemeCssVars, ThemeScopeProps } from '@wedding/ui';

/**
 * The theme variables of a customization for both colour modes. Colour maths (culori): call it on the server
 * (apps/site's renderer embeds the result in the page state) or in stories, never in first-view browser code.
 */
export function siteThemeCssVars(customization: Customization = DEFAULT_CUSTOMIZATION): ThemeCssVars {
  const { theme, density } = customization;
  return { light: themeToCssVars(theme, 'light', density), dark: themeToCssVars(theme, 'dark', density) };
}

/** What ThemeScope needs from a customization besides the variables: cheap, safe to run in the browser. */
export function siteThemeScopeProps(
  customization: Customization = DEFAULT_CUSTOMIZATION,
): Pick<ThemeScopeProps, 'layout' | 'density' | 'fontFamilies'> {
  const { theme, density } = customization;
  return {
    layout: theme.layout,
    density,
    fontFamilies: [...new Set([theme.fonts.heading, theme.fonts.body])],
  };
}
