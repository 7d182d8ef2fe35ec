import '@wedding/tokens/css/tokens.css';
import type { Decorator } from '@storybook/react-vite';
import { DEFAULT_LOCALE, type Locale } from '@wedding/core';
import { ThemeProvider } from '../components/ThemeProvider/ThemeProvider';
import type { ThemeModePreference } from '../components/ThemeProvider/theme-mode-store';
import { ToastProvider } from '../components/Toast/ToastProvider';
import { I18nProvider } from '../i18n/I18nProvider';

export const storyModes = ['light', 'dark'] as const;
export const storyDensities = ['compact', 'comfortable', 'spacious'] as const;

export interface UiStoryParameters {
  themeMode?: ThemeModePreference;
  density?: (typeof storyDensities)[number];
  locale?: Locale;
}

/** Wraps every @wedding/ui story in the providers an app mounts: language, theme (mode, density) and toasts. */
export const withUiProviders: Decorator = (Story, context) => {
  const parameters = context.parameters as UiStoryParameters;
  // The root story runner sets a colorMode global (light and dark runs); a story's own parameter wins.
  const globalMode = context.globals.colorMode as ThemeModePreference | undefined;
  return (
    <I18nProvider
      locale={parameters.locale ?? (context.globals.locale as Locale | undefined) ?? DEFAULT_LOCALE}
    >
      <ThemeProvider
        mode={parameters.themeMode ?? globalMode ?? 'light'}
        density={parameters.density ?? (context.globals.density as UiStoryParameters['density'])}
      >
        <ToastProvider>
          <div style={{ padding: '1.5rem', display: 'grid', gap: '1rem', justifyItems: 'start' }}>
            <Story />
          </div>
        </ToastProvider>
      </ThemeProvider>
    </I18nProvider>
  );
};

export const dark = { parameters: { themeMode: 'dark' } satisfies UiStoryParameters };
export const compact = { parameters: { density: 'compact' } satisfies UiStoryParameters };
export const spacious = { parameters: { density: 'spacious' } satisfies UiStoryParameters };
