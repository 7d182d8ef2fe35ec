import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminWeddingDetail, AdminWeddingUpdate } from '@wedding/core';
import { useApi } from '@wedding/dashboard';
import { adminKeys } from '../../data/admin-queries';

/**
 * Staff switch a site or its plan, or set its own domain: shown at once, rolled back if the server refuses; afterwards the lists, the
 * wedding and its audit log are asked again (the couple's own dashboard sees the change on its next load).
 */
export function useUpdateWedding(weddingId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminWeddingUpdate) => api.admin.updateWedding(weddingId, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.wedding(weddingId) });
      const previous = queryClient.getQueryData<AdminWeddingDetail>(adminKeys.wedding(weddingId));
      if (previous) queryClient.setQueryData(adminKeys.wedding(weddingId), { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(adminKeys.wedding(weddingId), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
