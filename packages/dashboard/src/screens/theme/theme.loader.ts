import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import type { Locale } from '@wedding/core';
import { publicViewQuery, themeVersionsQuery } from '../../data/design-queries';
import { weddingQuery } from '../../data/queries';

/** The theme screen needs the wedding, the site as guests see it (the preview) and the saved versions. */
export async function loadTheme(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
  locale: Locale,
): Promise<void> {
  const wedding = await queryClient.ensureQueryData(weddingQuery(api, weddingId));
  await Promise.all([
    queryClient.ensureQueryData(publicViewQuery(api, weddingId, wedding.slug, locale)),
    queryClient.ensureQueryData(themeVersionsQuery(api, weddingId)),
  ]);
}
