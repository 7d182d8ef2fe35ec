import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { type Locale, loadMessageLocale } from '@wedding/core';

/** Cache entries of the outreach screen, under the wedding's key so leaving a wedding drops them too. */
export const outreachKeys = {
  households: (weddingId: string) => ['weddings', weddingId, 'households'] as const,
  messageLocales: (locales: readonly Locale[]) => ['core-messages', ...locales] as const,
};

export const householdsQuery = (api: ApiClient, weddingId: string) =>
  queryOptions({
    queryKey: outreachKeys.households(weddingId),
    queryFn: async ({ signal }) =>
      (await api.households.list({ params: { weddingId } }, { signal })).households,
  });

/**
 * The core catalogues of the households' languages: WhatsApp and SMS texts are written in each household's
 * language, and the app's lean build holds only the interface language until others are loaded.
 */
export const messageLocalesQuery = (locales: readonly Locale[]) => {
  const sorted = [...new Set(locales)].sort();
  return queryOptions({
    queryKey: outreachKeys.messageLocales(sorted),
    queryFn: async () => {
      await Promise.all(sorted.map((locale) => loadMessageLocale(locale)));
      return sorted;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
};
