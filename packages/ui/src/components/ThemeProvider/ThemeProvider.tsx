import { type Customization, DEFAULT_CUSTOMIZATION, type Density, themeScopeOf } from '@wedding/tokens';
import { type ReactNode, useMemo } from 'react';
import { type ThemeCssVars, ThemeScope } from './ThemeScope';
import type { ThemeModePreference } from './theme-mode-store';

export interface ThemeProviderProps {
  /** A parsed customization (colours per mode, fonts, layout, density); defaults to the default preset. */
  customization?: Customization;
  /** light, dark or system (follows prefers-color-scheme). Changing it repaints without re-rendering children. */
  mode?: ThemeModePreference;
  /** Overrides the customization's density, e.g. for a preview. */
  density?: Density;
  /** Called when a control inside (ThemeToggle) changes the mode, e.g. to persist the choice. */
  onModeChange?: (mode: ThemeModePreference) => void;
  children: ReactNode;
}

/**
 * Scopes a customization's theme to its subtree: the --wed-* custom properties of @wedding/tokens are derived
 * for both modes and written onto a wrapping element by ThemeScope (inline on the first paint, including
 * server rendering; imperatively on later switches).
 */
export function ThemeProvider({
  customization = DEFAULT_CUSTOMIZATION,
  mode = 'system',
  density,
  onModeChange,
  children,
}: ThemeProviderProps) {
  const scope = useMemo(() => themeScopeOf(customization, density), [customization, density]);
  return (
    <ThemeScope
      cssVars={scope.cssVars as ThemeCssVars}
      mode={mode}
      layout={scope.layout}
      density={scope.density}
      fontFamilies={scope.fontFamilies}
      onModeChange={onModeChange}
    >
      {children}
    </ThemeScope>
  );
}
