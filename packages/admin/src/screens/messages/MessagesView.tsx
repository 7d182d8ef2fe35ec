import { ADMIN_MESSAGE_FILTERS, type AdminMessage, type MessageKey } from '@wedding/core';
import { AppLink } from '@wedding/dashboard';
import { EmptyState, Pagination, Select, useUiLocale } from '@wedding/ui';
import type { AdminPage } from '../../components/AdminList';
import { useAdminText } from '../../i18n/admin-text';
import { MessageCard } from './MessageCard';
import * as styles from './messages.css';
import type { MessagesSearch } from './messages-search';

export interface MessagesViewProps {
  search: MessagesSearch;
  onSearchChange: (patch: Partial<MessagesSearch>) => void;
  page: AdminPage<AdminMessage> | undefined;
  /** A page is being asked for (the previous one stays on screen meanwhile). */
  loading?: boolean;
  /** The customer the list is narrowed to (its name), on /admin/customers/messages. */
  customerName?: string;
  onMarkRead: (message: AdminMessage, read: boolean) => void;
  markingId?: string | null;
  onReply: (message: AdminMessage, body: string) => Promise<void>;
  replyingId?: string | null;
  replyError?: { messageId: string; key: MessageKey } | null;
}

/** '/admin/messages': couples' upgrade requests and questions, unread first; staff answer and mark them. */
export function MessagesView({
  search,
  onSearchChange,
  page,
  loading,
  customerName,
  onMarkRead,
  markingId,
  onReply,
  replyingId,
  replyError,
}: MessagesViewProps) {
  const text = useAdminText('messages');
  const locale = useUiLocale();
  const count = page ? new Intl.NumberFormat(locale).format(page.total) : '';
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Select
          label={text('filter')}
          options={ADMIN_MESSAGE_FILTERS.map((status) => ({ id: status, label: text(`filter.${status}`) }))}
          selectedKey={search.status}
          onSelectionChange={(key) => onSearchChange({ status: key as MessagesSearch['status'], page: 1 })}
        />
        {search.customerId ? (
          <p className={styles.muted}>
            {text('fromCustomer', { name: customerName ?? search.customerId })}{' '}
            <AppLink href="/admin/messages" className={styles.link}>
              {text('allCustomers')}
            </AppLink>
          </p>
        ) : null}
      </div>
      <p className={styles.muted} aria-live="polite" aria-busy={loading || undefined}>
        {page ? text('count', { count }) : text('loading')}
      </p>
      {page && page.data.length === 0 ? (
        <EmptyState
          title={search.status === 'unread' ? text('emptyUnread') : text('empty')}
          headingLevel={2}
        />
      ) : (
        <ul className={styles.list}>
          {page?.data.map((message) => (
            <li key={message.id}>
              <MessageCard
                message={message}
                onMarkRead={(read) => onMarkRead(message, read)}
                marking={markingId === message.id}
                onReply={(body) => onReply(message, body)}
                replying={replyingId === message.id}
                replyErrorKey={replyError?.messageId === message.id ? replyError.key : null}
              />
            </li>
          ))}
        </ul>
      )}
      {page ? (
        <Pagination
          page={page.page}
          totalPages={page.totalPages}
          onPageChange={(next) => onSearchChange({ page: next })}
        />
      ) : null}
    </div>
  );
}
