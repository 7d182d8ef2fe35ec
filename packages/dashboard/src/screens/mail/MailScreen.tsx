import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { BulkMailRequest, MailSettings, MailSettingsRequest, OutboxMessage } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useMemo, useState } from 'react';
import { useApi } from '../../app/api-context';
import { useCurrentWedding } from '../../data/current-wedding';
import { useDashboardText } from '../../i18n/dashboard-text';
import { MailView } from './MailView';
import { mailFailureText } from './mail-failure';
import { mailKeys, mailSettingsQuery, outboxMessageQuery, outboxQuery } from './mail-queries';
import { chosenHouseholdIds, type MailSearch } from './mail-search';

export interface MailScreenProps {
  /** The page's address: the preset kind, the chosen households, the outbox filter and page. */
  search: MailSearch;
  onSearchChange: (patch: Partial<MailSearch>) => void;
}

/** '/dashboard/wedding/mail': compose and send, RSVP notices and reminders, the outbox. */
export function MailScreen({ search, onSearchChange }: MailScreenProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const wedding = useCurrentWedding();
  const locale = useUiLocale();
  const toast = useToast();
  const text = useDashboardText('mail');
  const weddingId = wedding.id;

  const { data: settings } = useSuspenseQuery(mailSettingsQuery(api, weddingId));
  const outbox = useQuery({
    ...outboxQuery(api, weddingId, search.page ?? 1, search.status),
    placeholderData: keepPreviousData,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = useQuery({
    ...outboxMessageQuery(api, weddingId, openId ?? ''),
    enabled: openId !== null,
  });
  const chosenIds = useMemo(() => chosenHouseholdIds(search.households), [search.households]);

  const refreshOutbox = () => {
    void queryClient.invalidateQueries({ queryKey: mailKeys.outbox(weddingId) });
    // The day's count changed with the messages written.
    void queryClient.invalidateQueries({ queryKey: mailKeys.settings(weddingId) });
  };

  const send = useMutation({
    mutationFn: (request: BulkMailRequest) => api.mail.send({ params: { weddingId }, body: request }),
    onSettled: refreshOutbox,
  });

  const saveSettings = useMutation({
    mutationFn: (body: MailSettingsRequest) => api.mail.updateSettings({ params: { weddingId }, body }),
    onSuccess: ({ settings: saved }) =>
      queryClient.setQueryData<MailSettings>(mailKeys.settings(weddingId), saved),
  });

  const retried = (count: number) => {
    if (count > 0) toast.success(text('outbox.retried', { count }));
    else toast.success(text('outbox.nothingToRetry'));
  };

  return (
    <MailView
      settings={settings}
      initialKind={search.kind}
      chosenIds={chosenIds}
      onPreview={async (request) => api.mail.preview({ params: { weddingId }, body: request })}
      onSend={async (request) => {
        const answer = await send.mutateAsync(request);
        toast.success(text('send.done', { count: answer.queued }));
      }}
      onSaveSettings={async (body) => {
        try {
          await saveSettings.mutateAsync(body);
          toast.success(text('settings.saved'));
        } catch (error) {
          toast.error(text('settings.saveFailed'), {
            description: mailFailureText(error, locale, 'saveError'),
          });
          throw error;
        }
      }}
      outboxStatus={outbox.data ? 'ready' : outbox.isError ? 'error' : 'loading'}
      outboxError={outbox.error}
      outbox={outbox.data ?? null}
      outboxFilter={search.status}
      onOutboxFilterChange={(status) => onSearchChange({ status, page: undefined })}
      onOutboxPageChange={(page) => onSearchChange({ page: page > 1 ? page : undefined })}
      onRetryOutboxLoad={() => void outbox.refetch()}
      onRetryAll={async () => {
        try {
          const answer = await api.mail.retry({ params: { weddingId }, body: {} });
          retried(answer.retried);
        } catch (error) {
          toast.error(text('outbox.retryFailed'), { description: mailFailureText(error, locale) });
        } finally {
          refreshOutbox();
        }
      }}
      onRetryMessage={async (message: OutboxMessage) => {
        try {
          const answer = await api.mail.retryMessage({
            params: { weddingId, messageId: message.id },
            body: {},
          });
          retried(answer.retried);
        } catch (error) {
          toast.error(text('outbox.retryFailed'), { description: mailFailureText(error, locale) });
        } finally {
          refreshOutbox();
        }
      }}
      openMessage={
        openId === null
          ? null
          : {
              id: openId,
              status: opened.data ? 'ready' : opened.isError ? 'error' : 'loading',
              message: opened.data ?? null,
              error: opened.error,
            }
      }
      onOpenMessage={setOpenId}
    />
  );
}
