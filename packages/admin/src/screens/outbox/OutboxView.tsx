import type { ColumnDef } from '@tanstack/react-table';
import { MAIL_STATUSES, type OutboxMessage } from '@wedding/core';
import { useUiLocale } from '@wedding/ui';
import { useMemo, useRef } from 'react';
import { AdminList } from '../../components/AdminList';
import type { AdminListViewProps } from '../../components/admin-list-state';
import { FilterSelect } from '../../components/FilterSelect';
import { useAdminText } from '../../i18n/admin-text';
import { type OpenedMessage, OutboxMessageDialog } from './OutboxMessageDialog';
import { OutboxStatus } from './OutboxStatus';
import * as styles from './outbox.css';
import type { OutboxSearch } from './outbox-search';

export interface OutboxViewProps extends AdminListViewProps<OutboxSearch, OutboxMessage> {
  /** False while no mail server is set (messages stay here, marked "not sent"); undefined until a page arrived. */
  mailServerConfigured?: boolean;
  /** The message of `search.message`, open in the dialog. */
  opened: OpenedMessage | null;
  onRetryMessage: () => void;
}

/**
 * '/admin/outbox': every email the service wrote (guests' mail of every wedding and account mail), newest first,
 * with its state; a subject opens the message as it was written.
 */
export function OutboxView({ mailServerConfigured, opened, onRetryMessage, ...props }: OutboxViewProps) {
  const { search, onSearchChange, page } = props;
  const text = useAdminText('outbox');
  const locale = useUiLocale();
  // Focus returns to the subject that opened the dialog.
  const opener = useRef<HTMLButtonElement | null>(null);
  // The columns open messages through the latest callback without being made anew for each new one.
  const changeSearch = useRef(onSearchChange);
  changeSearch.current = onSearchChange;
  // The same column definitions between renders: a new cell function would remount every cell (and its buttons).
  const columns = useMemo<ColumnDef<OutboxMessage>[]>(() => {
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return [
      {
        id: 'recipient',
        header: text('column.recipient'),
        cell: ({ row }) => (
          <span className={styles.recipient}>
            <span className={styles.recipientName}>{row.original.toName}</span>
            <span className={styles.muted}>{row.original.toAddress}</span>
          </span>
        ),
      },
      { id: 'kind', header: text('column.kind'), accessorFn: (row) => text(`kind.${row.kind}`) },
      {
        id: 'wedding',
        header: text('column.wedding'),
        accessorFn: (row) => row.weddingSlug ?? text('account'),
      },
      {
        id: 'subject',
        header: text('column.subject'),
        cell: ({ row }) => (
          <button
            type="button"
            className={styles.subject}
            aria-haspopup="dialog"
            onClick={(event) => {
              opener.current = event.currentTarget;
              changeSearch.current({ message: row.original.id });
            }}
          >
            {row.original.subject}
          </button>
        ),
      },
      {
        id: 'status',
        header: text('column.status'),
        cell: ({ row }) => <OutboxStatus message={row.original} />,
      },
      {
        id: 'created',
        header: text('column.created'),
        accessorFn: (row) => when.format(new Date(row.createdAt)),
      },
      {
        id: 'sent',
        header: text('column.sent'),
        accessorFn: (row) => (row.sentAt ? when.format(new Date(row.sentAt)) : '–'),
      },
    ];
  }, [text, locale]);
  return (
    <div className={styles.root}>
      {mailServerConfigured === false ? (
        <p role="note" className={styles.banner}>
          {text('noMailServer')}
        </p>
      ) : null}
      <AdminList
        {...props}
        label={text('tableLabel')}
        searchLabel={text('searchLabel')}
        filters={
          <FilterSelect
            label={text('filter.status')}
            allLabel={text('filter.all')}
            options={MAIL_STATUSES.map((status) => ({ id: status, label: text(`status.${status}`) }))}
            value={search.status}
            onChange={(value) => onSearchChange({ status: value, page: 1 })}
          />
        }
        columns={columns}
        emptyTitle={search.status || search.search ? text('emptyFiltered') : text('empty')}
      />
      <OutboxMessageDialog
        opened={opened}
        summary={page?.data.find((row) => row.id === search.message)}
        onClose={() => onSearchChange({ message: undefined })}
        onRestoreFocus={() => opener.current?.focus()}
        onRetry={onRetryMessage}
      />
    </div>
  );
}
