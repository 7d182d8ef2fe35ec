import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { themeVersionsQuery } from '../../data/design-queries';
import { weddingQuery } from '../../data/queries';

/** The brand panel edits the wedding's stored design; the switcher lists the saved versions too. */
export async function loadCustomize(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(weddingQuery(api, weddingId)),
    queryClient.ensureQueryData(themeVersionsQuery(api, weddingId)),
  ]);
}
