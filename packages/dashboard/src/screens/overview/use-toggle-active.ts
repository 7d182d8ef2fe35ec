import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/api-context';
import { patchCachedWedding, snapshotCachedWedding } from '../../data/wedding-cache';

/** Activates or deactivates the site at once; a refused change is rolled back and reported. */
export function useToggleActive(weddingId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) => api.weddings.patch(weddingId, { isActive }),
    onMutate: (isActive) => {
      const restore = snapshotCachedWedding(queryClient, weddingId);
      patchCachedWedding(queryClient, weddingId, { isActive });
      return { restore };
    },
    onError: (_error, _isActive, context) => context?.restore(),
    onSuccess: ({ isActive }) => patchCachedWedding(queryClient, weddingId, { isActive }),
  });
}
