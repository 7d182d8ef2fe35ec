import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CoupleForm, type CoupleSaveOutcome, coupleSaveOutcome, type Locale } from '@wedding/core';
import { useApi } from '../../app/api-context';
import { queryKeys } from '../../data/query-keys';

/**
 * docs/requirements.md A4 and A8: the date (PUT /weddings/{id}) and the names (PUT /info) are two calls; the outcome
 * says whether both, one or none were saved, and the page data is refreshed after a full or partial success.
 */
export function useSaveCouple(weddingId: string, locale: Locale) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CoupleForm): Promise<CoupleSaveOutcome> => {
      const [date, names] = await Promise.allSettled([
        api.weddings.updateDate(weddingId, { weddingDate: values.weddingDate, timeZone: values.timeZone }),
        api.weddings.updateInfo(weddingId, {
          locale,
          brideName: values.brideName,
          groomName: values.groomName,
        }),
      ]);
      return coupleSaveOutcome(date.status === 'fulfilled', names.status === 'fulfilled');
    },
    onSuccess: async (outcome) => {
      if (!outcome.refresh) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.weddings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wedding(weddingId) }),
      ]);
    },
  });
}
