import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { WeddingDetail } from '@wedding/core';
import { translate } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useApi } from '../../app/api-context';
import { failureText } from '../../components/failure-message';
import { useCurrentWeddingId } from '../../data/current-wedding';
import { designQueryKeys, publicViewQuery } from '../../data/design-queries';
import { weddingQuery } from '../../data/queries';
import { queryKeys } from '../../data/query-keys';
import { useDashboardText } from '../../i18n/dashboard-text';
import { SectionsPanel } from './SectionsPanel';

/**
 * The sections tab with its data: the saved switches and order from the wedding, the site for the preview, and the
 * save (PATCH /api/weddings/{id}, merged over the stored customization, so a theme saved meanwhile is kept).
 */
export function SectionsTab() {
  const api = useApi();
  const queryClient = useQueryClient();
  const weddingId = useCurrentWeddingId();
  const locale = useUiLocale();
  const toast = useToast();
  const text = useDashboardText('content');
  const { data: wedding } = useSuspenseQuery(weddingQuery(api, weddingId));
  const { data: site } = useSuspenseQuery(publicViewQuery(api, weddingId, wedding.slug, locale));
  const { features, sectionOrder } = wedding.customization;

  return (
    <SectionsPanel
      saved={{ features, sectionOrder }}
      site={site}
      locale={locale}
      onSave={async (draft) => {
        try {
          const saved = await api.weddings.patch(weddingId, { customization: draft });
          queryClient.setQueryData<WeddingDetail>(queryKeys.wedding(weddingId), (current) =>
            current
              ? { ...current, customization: saved.customization, customizationVersion: saved.version }
              : current,
          );
          void queryClient.invalidateQueries({ queryKey: designQueryKeys.publicView(weddingId, locale) });
          toast.success(text('sections.saved'));
        } catch (error) {
          toast.error(translate('saveError', locale), {
            description: failureText(error, 'saveError', locale, 'networkError'),
          });
          throw error;
        }
      }}
    />
  );
}
