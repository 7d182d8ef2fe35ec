import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey } from '@wedding/api-client';
import { ADMIN_PAGING, type AdminMessage, translate } from '@wedding/core';
import { useApi } from '@wedding/dashboard';
import { useToast, useUiLocale } from '@wedding/ui';
import type { AdminSearchProps } from '../../components/admin-list-state';
import { adminKeys, adminQueries } from '../../data/admin-queries';
import { useAdminText } from '../../i18n/admin-text';
import { MessagesView } from './MessagesView';
import type { MessagesSearch } from './messages-search';

export function MessagesScreen({ search, onSearchChange }: AdminSearchProps<MessagesSearch>) {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const locale = useUiLocale();
  const text = useAdminText('messages');
  const { data: page, isFetching } = useQuery(
    adminQueries.messages(api, { ...search, limit: ADMIN_PAGING.defaultLimit }),
  );
  const { data: customer } = useQuery({
    ...adminQueries.customer(api, search.customerId ?? ''),
    enabled: search.customerId !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const mark = useMutation({
    mutationFn: ({ message, read }: { message: AdminMessage; read: boolean }) =>
      api.admin.markMessage(message.id, read),
    onSuccess: refresh,
    onError: (error) => toast.error(translate(errorMessageKey(error), locale)),
  });
  const reply = useMutation({
    mutationFn: ({ message, body }: { message: AdminMessage; body: string }) =>
      api.admin.replyToMessage(message.id, body),
    onSuccess: async () => {
      toast.success(text('sent'));
      await refresh();
    },
  });
  return (
    <MessagesView
      search={search}
      onSearchChange={onSearchChange}
      page={page}
      loading={isFetching}
      customerName={customer ? customer.name || customer.username : undefined}
      onMarkRead={(message, read) => mark.mutate({ message, read })}
      markingId={mark.isPending ? (mark.variables?.message.id ?? null) : null}
      onReply={async (message, body) => {
        await reply.mutateAsync({ message, body });
      }}
      replyingId={reply.isPending ? (reply.variables?.message.id ?? null) : null}
      replyError={
        reply.error && reply.variables
          ? { messageId: reply.variables.message.id, key: errorMessageKey(reply.error) }
          : null
      }
    />
  );
}
