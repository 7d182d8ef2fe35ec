import '@wedding/ui/styles.css';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@wedding/core';
import { I18nProvider, ThemeProvider, ToastProvider } from '@wedding/ui';
import { type ComponentType, useState } from 'react';
import { fn } from 'storybook/test';
import { NavigationProvider } from './app/navigation';

/** The stories' wedding (Anna and Ben), whose signed-in person is an owner: other screen packages' stories use it too. */
export { weddingSummary as storyWeddingSummary } from './fixtures/dashboard-fixtures';

export function storyLocale(globals: Record<string, unknown>): Locale {
  const locale = globals.locale;
  return typeof locale === 'string' && (LOCALES as readonly string[]).includes(locale)
    ? (locale as Locale)
    : DEFAULT_LOCALE;
}

/** Navigation in stories: recorded, never leaving the story. */
export const storyNavigate = fn();

/**
 * The providers the dashboard app mounts, for its views: language and colour mode from the toolbar (the light and
 * dark story runs), toasts, a router that records where it was sent, and an empty query cache.
 */
export const withDashboardProviders: Decorator = (Story, context) => {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const path = (context.parameters.currentPath as string | undefined) ?? '/dashboard/wedding';
  return (
    <QueryClientProvider client={queryClient}>
      <NavigationProvider value={{ currentPath: path, navigate: storyNavigate }}>
        <I18nProvider locale={storyLocale(context.globals)}>
          <ThemeProvider mode={context.globals.colorMode === 'dark' ? 'dark' : 'light'}>
            <ToastProvider>
              <Story />
            </ToastProvider>
          </ThemeProvider>
        </I18nProvider>
      </NavigationProvider>
    </QueryClientProvider>
  );
};

/** The narrowest phone the product supports. */
export const atPhoneWidth: Decorator = (Story) => (
  <div style={{ width: 360, maxWidth: '100%', overflow: 'auto' }}>
    <Story />
  </div>
);

/**
 * A view whose filters live in the page's address, for stories: the filters are kept in state as the screen's
 * router keeps them in the address, and every change is still reported to the story's `onSearchChange`.
 */
export function withSearchState<Search extends object, Props extends SearchStateProps<Search>>(
  View: ComponentType<Props>,
) {
  return function WithSearchState(props: Props) {
    const [search, setSearch] = useState<Search>(props.search);
    return (
      <div style={{ padding: '1rem' }}>
        <View
          {...props}
          search={search}
          onSearchChange={(patch: Partial<Search>) => {
            setSearch((current) => ({ ...current, ...patch }));
            props.onSearchChange(patch);
          }}
        />
      </div>
    );
  };
}

interface SearchStateProps<Search> {
  search: Search;
  onSearchChange: (patch: Partial<Search>) => void;
}
