import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/api-context';
import { patchCachedWedding } from './wedding-cache';

/** PUT the code the couple typed (or generated in the dialog); every screen shows the new code at once. */
export function useSaveAccessCode(weddingId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessCode: string) => api.weddings.updateAccessCode(weddingId, accessCode),
    onSuccess: ({ accessCode }) => patchCachedWedding(queryClient, weddingId, { accessCode }),
  });
}

/** POST: the server draws a new code (the invite manager's regenerate). */
export function useRegenerateAccessCode(weddingId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.weddings.regenerateAccessCode(weddingId),
    onSuccess: ({ accessCode }) => patchCachedWedding(queryClient, weddingId, { accessCode }),
  });
}
