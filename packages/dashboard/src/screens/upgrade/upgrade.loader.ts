import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { messagesQuery } from '../../data/site-queries';

/** The upgrade page shows the requests already sent and the staff's replies. */
export async function loadUpgrade(queryClient: QueryClient, api: ApiClient): Promise<void> {
  await queryClient.ensureQueryData(messagesQuery(api));
}
