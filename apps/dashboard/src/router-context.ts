import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import type { Locale, ThemePreference } from '@wedding/core';
import type { SessionExpiry } from '@wedding/dashboard';

/** What every route's loader and guard can use. */
export interface RouterContext {
  api: ApiClient;
  queryClient: QueryClient;
  sessionExpiry: SessionExpiry;
  /** The language (its strings already loaded) and colour mode the page starts in. */
  initialLocale: Locale;
  initialColorMode: ThemePreference;
}
