import '@wedding/ui/styles.css';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@wedding/core';
import { NavigationProvider } from '@wedding/dashboard';
import { I18nProvider, ThemeProvider, ToastProvider } from '@wedding/ui';
import { useState } from 'react';
import { fn } from 'storybook/test';

export function storyLocale(globals: Record<string, unknown>): Locale {
  const locale = globals.locale;
  return typeof locale === 'string' && (LOCALES as readonly string[]).includes(locale)
    ? (locale as Locale)
    : DEFAULT_LOCALE;
}

/** Navigation in stories: recorded, never leaving the story. */
export const storyNavigate = fn();

/** The providers the dashboard app mounts around a guest screen's view: language, colour mode, toasts, a router. */
export const withGuestsProviders: Decorator = (Story, context) => {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <NavigationProvider value={{ currentPath: '/dashboard/wedding/guests', navigate: storyNavigate }}>
        <I18nProvider locale={storyLocale(context.globals)}>
          <ThemeProvider mode={context.globals.colorMode === 'dark' ? 'dark' : 'light'}>
            <ToastProvider>
              <div style={{ padding: '1rem' }}>
                <Story />
              </div>
            </ToastProvider>
          </ThemeProvider>
        </I18nProvider>
      </NavigationProvider>
    </QueryClientProvider>
  );
};

/** The narrowest phone the product supports. */
export const atPhoneWidth: Decorator = (Story) => (
  <div style={{ width: 360, maxWidth: '100%' }}>
    <Story />
  </div>
);
