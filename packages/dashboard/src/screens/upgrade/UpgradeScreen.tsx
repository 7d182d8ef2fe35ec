import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { isApiError } from '@wedding/api-client';
import type { MessageView } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useApi } from '../../app/api-context';
import { failureText } from '../../components/failure-message';
import { useCurrentWedding } from '../../data/current-wedding';
import { queryKeys } from '../../data/query-keys';
import { messagesQuery } from '../../data/site-queries';
import { useDashboardText } from '../../i18n/dashboard-text';
import { UpgradeView } from './UpgradeView';

/** '/dashboard/upgrade': premium explained, and the request to staff (POST /api/messages, kind upgrade_request). */
export function UpgradeScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const wedding = useCurrentWedding();
  const toast = useToast();
  const locale = useUiLocale();
  const text = useDashboardText('upgrade');
  const { data: messages } = useSuspenseQuery(messagesQuery(api));
  const send = useMutation({
    mutationFn: (body: string) => api.messages.send({ kind: 'upgrade_request', weddingId: wedding.id, body }),
    onSuccess: ({ message }) =>
      queryClient.setQueryData<MessageView[]>(queryKeys.messages, (current = []) => [message, ...current]),
  });
  return (
    <UpgradeView
      isPremium={wedding.isPremium}
      messages={messages.filter((message) => message.weddingId === wedding.id)}
      onRequest={async (note) => {
        try {
          await send.mutateAsync(note);
          toast.success(text('request.sent'));
        } catch (error) {
          // Sent meanwhile by a partner, or premium switched on: the page shows the new state.
          if (isApiError(error) && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: queryKeys.messages });
            void queryClient.invalidateQueries({ queryKey: queryKeys.weddings });
          }
          toast.error(text('request.failed'), {
            description: failureText(error, 'errorOccurred', locale, 'networkError'),
          });
          throw error;
        }
      }}
    />
  );
}
