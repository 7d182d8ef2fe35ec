import { type QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import type { Locale, ThemePreference } from '@wedding/core';
import type { ThemeScopeValues } from '@wedding/tokens';
import { I18nProvider, LinkRouterProvider, ThemeScope, ToastProvider } from '@wedding/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { meQuery } from '../data/queries';
import { queryKeys } from '../data/query-keys';
import { loadDashboardLocale } from '../i18n/load-dashboard-locale';
import { ApiProvider, useApi } from './api-context';
import * as styles from './DashboardProviders.css';
import { type Navigation, NavigationProvider } from './navigation';
import { type Preferences, PreferencesContext } from './preferences-context';
import { rememberColorMode, rememberLocale } from './preferences-storage';
import type { SessionExpiry } from './session-expiry';
import { SessionExpiryContext } from './session-expiry-context';

export interface DashboardProvidersProps {
  api: ApiClient;
  queryClient: QueryClient;
  navigation: Navigation;
  sessionExpiry: SessionExpiry;
  /** The language whose strings are loaded already (the app awaits loadDashboardLocale before rendering). */
  initialLocale: Locale;
  initialColorMode: ThemePreference;
  /**
   * The app's own look (the default preset), derived once at build time (`themeScopeOf`), so the browser carries
   * no colour maths for it; the theme studio's previews derive the couple's themes where they are shown.
   */
  appTheme: ThemeScopeValues;
  /**
   * Loads every string the app shows in a language before it switches to it; the app passes one that loads its
   * screen packages' strings too. Default: the dashboard's own (with core's and ui's).
   */
  loadLocale?: (locale: Locale) => Promise<void>;
  children: ReactNode;
}

/**
 * Everything a dashboard screen relies on: server state (TanStack Query), the API client, the router seen as
 * navigation, the language and colour mode (remembered in cookies and, when signed in, in the account), toasts.
 */
export function DashboardProviders({
  api,
  queryClient,
  navigation,
  sessionExpiry,
  initialLocale,
  initialColorMode,
  appTheme,
  loadLocale = loadDashboardLocale,
  children,
}: DashboardProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <SessionExpiryContext.Provider value={sessionExpiry}>
          <NavigationProvider value={navigation}>
            <LinkRouterProvider navigate={(href) => navigation.navigate(href)}>
              <PreferencesRoot
                initialLocale={initialLocale}
                initialColorMode={initialColorMode}
                appTheme={appTheme}
                loadLocale={loadLocale}
              >
                {children}
              </PreferencesRoot>
            </LinkRouterProvider>
          </NavigationProvider>
        </SessionExpiryContext.Provider>
      </ApiProvider>
    </QueryClientProvider>
  );
}

function PreferencesRoot({
  initialLocale,
  initialColorMode,
  appTheme,
  loadLocale,
  children,
}: {
  initialLocale: Locale;
  initialColorMode: ThemePreference;
  appTheme: ThemeScopeValues;
  loadLocale: (locale: Locale) => Promise<void>;
  children: ReactNode;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: user } = useQuery(meQuery(api));
  const [locale, setLocaleState] = useState(initialLocale);
  const [colorMode, setColorModeState] = useState(initialColorMode);

  /** Saves a preference in the account of a signed-in user; the cached user follows the answer. */
  const saveToAccount = useCallback(
    (change: { locale?: Locale; themePreference?: ThemePreference }) => {
      if (!queryClient.getQueryData(queryKeys.me)) return;
      api.auth
        .updateProfile(change)
        .then(({ user: saved }) => queryClient.setQueryData(queryKeys.me, saved))
        // The choice is applied and kept in the cookie either way; the account catches up at the next change.
        .catch(() => undefined);
    },
    [api, queryClient],
  );

  const applyLocale = useCallback(
    async (next: Locale) => {
      await loadLocale(next);
      rememberLocale(next);
      setLocaleState(next);
    },
    [loadLocale],
  );

  const setLocale = useCallback(
    async (next: Locale) => {
      await applyLocale(next);
      saveToAccount({ locale: next });
    },
    [applyLocale, saveToAccount],
  );

  const setColorMode = useCallback(
    (mode: ThemePreference) => {
      rememberColorMode(mode);
      setColorModeState(mode);
      saveToAccount({ themePreference: mode });
    },
    [saveToAccount],
  );

  // Signing in brings the account's own choices (set on another device) once per user.
  const adoptedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user || adoptedFor.current === user.id) return;
    adoptedFor.current = user.id;
    if (user.locale && user.locale !== locale) void applyLocale(user.locale);
    if (user.themePreference !== colorMode) {
      rememberColorMode(user.themePreference);
      setColorModeState(user.themePreference);
    }
  }, [user, locale, colorMode, applyLocale]);

  const preferences = useMemo<Preferences>(
    () => ({ locale, setLocale, colorMode, setColorMode }),
    [locale, setLocale, colorMode, setColorMode],
  );

  return (
    <PreferencesContext.Provider value={preferences}>
      <I18nProvider locale={locale}>
        <ThemeScope
          cssVars={appTheme.cssVars}
          layout={appTheme.layout}
          density={appTheme.density}
          fontFamilies={appTheme.fontFamilies}
          mode={colorMode}
          onModeChange={setColorMode}
        >
          <ToastProvider>
            <div className={styles.canvas}>{children}</div>
          </ToastProvider>
        </ThemeScope>
      </I18nProvider>
    </PreferencesContext.Provider>
  );
}
