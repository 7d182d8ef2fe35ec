import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { WeddingSummary } from '@wedding/core';
import { useToast } from '@wedding/ui';
import { useApi } from '../../../app/api-context';
import { weddingsQuery } from '../../../data/queries';
import { queryKeys } from '../../../data/query-keys';
import { useDashboardText } from '../../../i18n/dashboard-text';
import { WeddingDeletionView, weddingNames } from './WeddingDeletionView';

/**
 * The account settings' "delete a wedding" (docs/decisions.md, 'GDPR: erasure and the records others keep'): the user's
 * weddings from the cache the account route loaded, DELETE /api/weddings/{id} with the typed address, then the wedding
 * leaves every cache (the shell falls back to another wedding, or none).
 */
export function WeddingDeletionSection() {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const text = useDashboardText('account');
  const { data: weddings } = useSuspenseQuery(weddingsQuery(api));
  return (
    <WeddingDeletionView
      weddings={weddings}
      onDeleteWedding={async (wedding, confirmSlug) => {
        await api.weddings.delete(wedding.id, confirmSlug);
        queryClient.setQueryData<WeddingSummary[]>(queryKeys.weddings, (current = []) =>
          current.filter((entry) => entry.id !== wedding.id),
        );
        queryClient.removeQueries({ queryKey: queryKeys.wedding(wedding.id) });
        toast.success(text('privacy.weddings.deleted', { names: weddingNames(wedding) }));
      }}
    />
  );
}
