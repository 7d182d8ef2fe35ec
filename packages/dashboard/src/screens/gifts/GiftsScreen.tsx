import { keepPreviousData, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type GiftInput, type GiftView, memberMay, type ThankYouStatus } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useApi } from '../../app/api-context';
import { downloadFile, fileNameOf } from '../../components/download-file';
import { failureText } from '../../components/failure-message';
import { useCurrentWedding } from '../../data/current-wedding';
import { eventSummaryQuery } from '../../data/site-queries';
import { useDashboardText } from '../../i18n/dashboard-text';
import { householdsQuery } from '../outreach/outreach-queries';
import { defaultGiftCurrency } from './default-currency';
import { type GiftExportFormat, GiftsView } from './GiftsView';
import { giftKeys, giftsQuery } from './gifts-queries';
import { type GiftsSearch, giftListQueryOf } from './gifts-search';

export interface GiftsScreenProps {
  /** The page's address: the "still to thank" view and the filters. */
  search: GiftsSearch;
  onSearchChange: (patch: Partial<GiftsSearch>) => void;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/** '/dashboard/wedding/gifts': record gifts per household, follow the thank-you notes, export the list. */
export function GiftsScreen({ search, onSearchChange }: GiftsScreenProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { id: weddingId, access } = useCurrentWedding();
  const toast = useToast();
  const locale = useUiLocale();
  const text = useDashboardText('gifts');
  const gifts = useQuery({ ...giftsQuery(api, weddingId, search), placeholderData: keepPreviousData });
  const { data: households } = useSuspenseQuery(householdsQuery(api, weddingId));
  const events = useQuery(eventSummaryQuery(api, weddingId));
  // Staff hold every right; a member's role decides (the API checks every change again).
  const mayEdit = !access || memberMay(access.role, 'editGuestList');
  const refresh = () => queryClient.invalidateQueries({ queryKey: giftKeys.all(weddingId) });

  const save = async (body: GiftInput, giftId: string | null) => {
    try {
      if (giftId) await api.gifts.update({ params: { weddingId, giftId }, body });
      else await api.gifts.create({ params: { weddingId }, body });
      toast.success(text('saved'));
    } catch (error) {
      toast.error(text('saveFailed'), {
        description: failureText(error, 'saveError', locale, 'networkError'),
      });
      throw error;
    } finally {
      await refresh();
    }
  };

  const mark = async (gift: GiftView, thankYouStatus: ThankYouStatus) => {
    const { id, householdId, description, amount, currency, receivedOn, eventId } = gift;
    await save(
      {
        householdId,
        description,
        amount,
        currency,
        receivedOn,
        eventId,
        thankYouStatus,
        thankYouOn: todayIso(),
      },
      id,
    );
  };

  return (
    <GiftsView
      status={gifts.data ? 'ready' : gifts.isError ? 'error' : 'loading'}
      error={gifts.error}
      gifts={gifts.data ?? null}
      households={households}
      events={events.data ?? []}
      search={search}
      onSearchChange={onSearchChange}
      mayEdit={mayEdit}
      defaultCurrency={defaultGiftCurrency(gifts.data?.gifts ?? [], locale)}
      today={todayIso()}
      onSave={save}
      onMark={mark}
      onDelete={async (gift) => {
        await api.gifts.remove({ params: { weddingId, giftId: gift.id } });
        toast.success(text('deleted'));
        await refresh();
      }}
      onExport={async (format: GiftExportFormat) => {
        try {
          const request = { params: { weddingId }, query: giftListQueryOf(search) };
          const response = await (format === 'csv' ? api.gifts.csv(request) : api.gifts.xlsx(request));
          downloadFile(await response.blob(), fileNameOf(response, `gifts.${format}`));
        } catch (error) {
          toast.error(text('export.failed'), {
            description: failureText(error, 'errorOccurred', locale, 'networkError'),
          });
        }
      }}
      onRetry={() => void gifts.refetch()}
    />
  );
}
