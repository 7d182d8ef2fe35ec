import { useSuspenseQuery } from '@tanstack/react-query';
import { type AdminWeddingUpdate, translate } from '@wedding/core';
import { failureMessageKey, useApi } from '@wedding/dashboard';
import { useToast, useUiLocale } from '@wedding/ui';
import { adminQueries } from '../../data/admin-queries';
import { useAdminText } from '../../i18n/admin-text';
import { useUpdateWedding } from './use-update-wedding';
import { WeddingDetailView } from './WeddingDetailView';

export const weddingAuditQuery = (weddingId: string) => ({ weddingId, limit: 50 });

export function WeddingDetailScreen({ weddingId }: { weddingId: string }) {
  const api = useApi();
  const text = useAdminText('weddings');
  const locale = useUiLocale();
  const toast = useToast();
  const { data: wedding } = useSuspenseQuery(adminQueries.wedding(api, weddingId));
  const { data: audit } = useSuspenseQuery(adminQueries.audit(api, weddingAuditQuery(weddingId)));
  const update = useUpdateWedding(weddingId);
  const pending = update.isPending
    ? (Object.keys(update.variables ?? {})[0] as keyof AdminWeddingUpdate)
    : null;
  return (
    <WeddingDetailView
      wedding={wedding}
      audit={audit.data}
      pending={pending}
      onChange={(change) =>
        update.mutate(change, {
          onSuccess: () => toast.success(text('saved')),
          onError: (error) => toast.error(translate(failureMessageKey(error, 'saveError'), locale)),
        })
      }
    />
  );
}
