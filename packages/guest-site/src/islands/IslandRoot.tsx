import type { Locale } from '@wedding/core';
import { ThemeScopeContext, type ThemeScopeHandle, UiLocaleProvider } from '@wedding/ui';
import type { ReactNode } from 'react';

export interface IslandRootProps {
  locale: Locale;
  /** The page's ThemeScope: a server stand-in (`serverThemeScope`) or the hydrated page's (`attachThemeScope`). */
  themeScope: ThemeScopeHandle;
  children: ReactNode;
}

/**
 * What an island needs from the page around it (language, colour mode, the themed element overlays portal into),
 * without an element of its own. The same tree on the server and in the browser, so hydration agrees. The islands
 * hold no react-aria component, so the language is @wedding/ui's alone (UiLocaleProvider: no react-aria i18n set-up
 * in the first view).
 */
export function IslandRoot({ locale, themeScope, children }: IslandRootProps) {
  return (
    <UiLocaleProvider locale={locale}>
      <ThemeScopeContext scope={themeScope}>{children}</ThemeScopeContext>
    </UiLocaleProvider>
  );
}
