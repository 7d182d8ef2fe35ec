import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { passkeysQuery } from '../../data/site-queries';

/** Account settings list the user's passkeys. */
export async function loadAccountSettings(queryClient: QueryClient, api: ApiClient): Promise<void> {
  await queryClient.ensureQueryData(passkeysQuery(api));
}
