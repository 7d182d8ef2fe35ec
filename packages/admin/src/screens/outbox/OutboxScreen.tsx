import { useQuery } from '@tanstack/react-query';
import { errorMessageKey } from '@wedding/api-client';
import { ADMIN_PAGING, translate } from '@wedding/core';
import { useApi } from '@wedding/dashboard';
import { useUiLocale } from '@wedding/ui';
import { type AdminSearchProps, useAdminListState } from '../../components/admin-list-state';
import { adminQueries } from '../../data/admin-queries';
import type { OpenedMessage } from './OutboxMessageDialog';
import { OutboxView } from './OutboxView';
import type { OutboxSearch } from './outbox-search';

export function OutboxScreen({ search, onSearchChange }: AdminSearchProps<OutboxSearch>) {
  const api = useApi();
  const locale = useUiLocale();
  const query = useQuery(
    adminQueries.outbox(api, {
      page: search.page,
      limit: ADMIN_PAGING.defaultLimit,
      search: search.search || undefined,
      status: search.status,
    }),
  );
  const list = useAdminListState(query);
  const message = useQuery({
    ...adminQueries.outboxMessage(api, search.message ?? ''),
    enabled: search.message !== undefined,
  });
  const opened: OpenedMessage | null =
    search.message === undefined
      ? null
      : message.data
        ? { status: 'loaded', message: message.data }
        : message.error
          ? { status: 'failed', errorText: translate(errorMessageKey(message.error), locale) }
          : { status: 'loading' };
  return (
    <OutboxView
      search={search}
      onSearchChange={onSearchChange}
      {...list}
      mailServerConfigured={query.data?.mailServerConfigured}
      opened={opened}
      onRetryMessage={() => void message.refetch()}
    />
  );
}
