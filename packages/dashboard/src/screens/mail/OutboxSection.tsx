import type { outboxMessageDetailResponseSchema } from '@wedding/core';
import { MAIL_STATUSES, type MailStatus, type OutboxMessage, type OutboxPage } from '@wedding/core';
import { Badge, type BadgeTone, Button, Dialog, Pagination, Select, useUiLocale } from '@wedding/ui';
import type { z } from 'zod';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './MailView.css';
import { localMoment, mailFailureText } from './mail-failure';

export type OutboxMessageDetail = z.infer<typeof outboxMessageDetailResponseSchema>['message'];
export type LoadStatus = 'loading' | 'error' | 'ready';

/** The message shown in the dialog: loading, loaded, or why it could not be. */
export interface OpenedMessage {
  id: string;
  status: LoadStatus;
  message: OutboxMessageDetail | null;
  error?: unknown;
}

const STATUS_TONES: Record<MailStatus, BadgeTone> = {
  queued: 'neutral',
  sending: 'primary',
  sent: 'success',
  failed: 'error',
  unsent: 'warning',
  suppressed: 'secondary',
};

/** Every status, and none for all of them. */
const ALL_STATUSES = 'all';

export interface OutboxSectionProps {
  status: LoadStatus;
  /** Why the outbox did not load (its message is shown). */
  error?: unknown;
  page: OutboxPage | null;
  filter: MailStatus | undefined;
  onFilterChange: (status: MailStatus | undefined) => void;
  onPageChange: (page: number) => void;
  onRetryLoad: () => void;
  onRetryAll: () => Promise<void>;
  onRetryMessage: (message: OutboxMessage) => Promise<void>;
  openMessage: OpenedMessage | null;
  onOpenMessage: (messageId: string | null) => void;
}

/** The wedding's emails, newest first: who, what, where each stands (with the server's reason), open and retry. */
export function OutboxSection({
  status,
  error,
  page,
  filter,
  onFilterChange,
  onPageChange,
  onRetryLoad,
  onRetryAll,
  onRetryMessage,
  openMessage,
  onOpenMessage,
}: OutboxSectionProps) {
  const text = useDashboardText('mail');
  const locale = useUiLocale();
  const opened = openMessage ? page?.data.find((message) => message.id === openMessage.id) : undefined;
  const shownMessage = openMessage?.message ?? opened ?? null;
  return (
    <section className={styles.section} aria-labelledby="mail-outbox-title">
      <h2 id="mail-outbox-title" className={styles.sectionTitle}>
        {text('outbox.title')}
      </h2>
      <div className={styles.toolbar}>
        <div className={styles.filter}>
          <Select
            label={text('outbox.filter')}
            options={[
              { id: ALL_STATUSES, label: text('outbox.filterAll') },
              ...MAIL_STATUSES.map((value) => ({ id: value, label: text(`status.${value}`) })),
            ]}
            selectedKey={filter ?? ALL_STATUSES}
            onSelectionChange={(key) => {
              if (key === null) return;
              onFilterChange(key === ALL_STATUSES ? undefined : (key as MailStatus));
            }}
          />
        </div>
        <Button variant="outline" onPress={() => void onRetryAll()}>
          {text('outbox.retryAll')}
        </Button>
      </div>
      {status === 'error' ? (
        <div role="alert" className={styles.alert}>
          <p className={styles.bannerText}>
            {text('outbox.loadFailed')}
            {error ? ` ${mailFailureText(error, locale)}` : null}
          </p>
          <div>
            <Button variant="outline" size="sm" onPress={onRetryLoad}>
              {text('outbox.retryLoad')}
            </Button>
          </div>
        </div>
      ) : status === 'loading' || !page ? (
        <p className={styles.hint} role="status" aria-busy="true">
          {text('outbox.loading')}
        </p>
      ) : page.data.length === 0 ? (
        <p className={styles.hint}>{filter ? text('outbox.emptyFiltered') : text('outbox.empty')}</p>
      ) : (
        <>
          <p className={styles.hint} role="status">
            {text('outbox.total', { count: page.total })}
          </p>
          <ul className={styles.messages} aria-label={text('outbox.title')}>
            {page.data.map((message) => (
              <li key={message.id} className={styles.message}>
                <h3 className={styles.messageSubject}>{message.subject}</h3>
                <div className={styles.row}>
                  <Badge tone={STATUS_TONES[message.status]}>{text(`status.${message.status}`)}</Badge>
                  <Badge tone="neutral">{text(`kind.${message.kind}`)}</Badge>
                </div>
                <dl className={styles.messageMeta}>
                  <dt className={styles.metaTerm}>{text('outbox.to')}</dt>
                  <dd className={styles.metaValue}>
                    {message.toName} &lt;{message.toAddress}&gt;
                  </dd>
                  <dt className={styles.metaTerm}>{text('outbox.created')}</dt>
                  <dd className={styles.metaValue}>
                    <time dateTime={message.createdAt}>{localMoment(message.createdAt, locale)}</time>
                  </dd>
                  {message.sentAt ? (
                    <>
                      <dt className={styles.metaTerm}>{text('outbox.sent')}</dt>
                      <dd className={styles.metaValue}>
                        <time dateTime={message.sentAt}>{localMoment(message.sentAt, locale)}</time>
                      </dd>
                    </>
                  ) : null}
                  {message.status === 'failed' && message.error ? (
                    <>
                      <dt className={styles.metaTerm}>{text('outbox.reason')}</dt>
                      <dd className={styles.metaValue}>{message.error}</dd>
                    </>
                  ) : null}
                  {message.attempts > 1 ? (
                    <>
                      <dt className={styles.metaTerm}>{text('outbox.attempts')}</dt>
                      <dd className={styles.metaValue}>{message.attempts}</dd>
                    </>
                  ) : null}
                </dl>
                <div className={styles.row}>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={text('outbox.openNamed', { subject: message.subject })}
                    onPress={() => onOpenMessage(message.id)}
                  >
                    {text('outbox.open')}
                  </Button>
                  {message.status === 'failed' ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={text('outbox.retryNamed', { subject: message.subject })}
                      onPress={() => void onRetryMessage(message)}
                    >
                      {text('outbox.retry')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page.page} totalPages={page.totalPages} onPageChange={onPageChange} />
        </>
      )}

      <Dialog.Root
        open={openMessage !== null}
        onOpenChange={(open) => (open ? undefined : onOpenMessage(null))}
      >
        {openMessage ? (
          <Dialog.Content
            title={shownMessage?.subject ?? text('message.loading')}
            description={shownMessage ? `${shownMessage.toName} <${shownMessage.toAddress}>` : undefined}
          >
            {openMessage.status === 'ready' && openMessage.message ? (
              <div className={styles.form}>
                <iframe
                  className={styles.frame}
                  data-color-mode="light"
                  sandbox=""
                  srcDoc={openMessage.message.html}
                  title={text('message.frame')}
                />
                <details>
                  <summary className={styles.summary}>{text('message.text')}</summary>
                  <pre className={styles.textVersion}>{openMessage.message.text}</pre>
                </details>
              </div>
            ) : openMessage.status === 'error' ? (
              <p role="alert" className={styles.alert}>
                {text('message.loadFailed')}
                {openMessage.error ? ` ${mailFailureText(openMessage.error, locale)}` : null}
              </p>
            ) : (
              <p className={styles.hint} role="status" aria-busy="true">
                {text('message.loading')}
              </p>
            )}
          </Dialog.Content>
        ) : null}
      </Dialog.Root>
    </section>
  );
}
