import type { Locale, ThemePreference } from '@wedding/core';
import { createContext, useContext } from 'react';

export interface Preferences {
  locale: Locale;
  /** Loads the language's strings, remembers it (cookie, and the account when signed in), then switches. */
  setLocale: (locale: Locale) => Promise<void>;
  colorMode: ThemePreference;
  setColorMode: (mode: ThemePreference) => void;
}

export const PreferencesContext = createContext<Preferences | null>(null);

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences needs the DashboardProviders');
  return preferences;
}
