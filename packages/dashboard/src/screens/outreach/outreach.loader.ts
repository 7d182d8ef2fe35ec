import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { siteContentQuery } from '../../data/site-queries';
import { householdsQuery, messageLocalesQuery } from './outreach-queries';

/** The outreach screen lists the households, in their languages (the site's main one where they chose none). */
export async function loadOutreach(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
): Promise<void> {
  const [households, content] = await Promise.all([
    queryClient.ensureQueryData(householdsQuery(api, weddingId)),
    queryClient.ensureQueryData(siteContentQuery(api, weddingId)),
  ]);
  await queryClient.ensureQueryData(
    messageLocalesQuery([
      content.mainLocale,
      ...households.map((household) => household.locale ?? content.mainLocale),
    ]),
  );
}
