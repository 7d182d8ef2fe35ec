import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { galleryQuery } from '../../data/design-queries';
import { weddingQuery } from '../../data/queries';

/** The gallery manager needs the wedding (premium, page-use set) and, for a premium wedding, its images. */
export async function loadGallery(
  queryClient: QueryClient,
  api: ApiClient,
  weddingId: string,
): Promise<void> {
  const wedding = await queryClient.ensureQueryData(weddingQuery(api, weddingId));
  if (wedding.isPremium) await queryClient.ensureQueryData(galleryQuery(api, weddingId));
}
