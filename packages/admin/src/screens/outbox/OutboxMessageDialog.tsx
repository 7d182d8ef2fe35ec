import type { OutboxMessage } from '@wedding/core';
import { Button, Dialog, Tabs, useUiLocale } from '@wedding/ui';
import { ScrollRegion } from '../../components/ScrollRegion';
import type { OutboxMessageDetail } from '../../data/admin-queries';
import { useAdminText } from '../../i18n/admin-text';
import { OutboxStatus } from './OutboxStatus';
import * as styles from './outbox.css';

/** The message open in the dialog: on its way, there, or not to be had. */
export type OpenedMessage =
  | { status: 'loading' }
  | { status: 'loaded'; message: OutboxMessageDetail }
  | { status: 'failed'; errorText: string };

export interface OutboxMessageDialogProps {
  /** Null while no message is open. */
  opened: OpenedMessage | null;
  /** The message's row of the list, when it is on the page: names the dialog while the rest loads. */
  summary?: OutboxMessage;
  onClose: () => void;
  onRetry: () => void;
  /** Where focus goes once the dialog has closed (the subject that opened it); nowhere in particular if unset. */
  onRestoreFocus?: () => void;
}

/**
 * An email of the outbox in a dialog. Its HTML is shown in an iframe with every sandbox restriction (no script,
 * no form, no navigation, its own origin): the body is what the service wrote for a recipient, never run here.
 */
export function OutboxMessageDialog({
  opened,
  summary,
  onClose,
  onRetry,
  onRestoreFocus,
}: OutboxMessageDialogProps) {
  const text = useAdminText('outbox');
  const locale = useUiLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const message = opened?.status === 'loaded' ? opened.message : undefined;
  const subject = message?.subject ?? summary?.subject;
  return (
    <Dialog.Root open={opened !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {opened ? (
        <Dialog.Content
          title={subject || text('message.title')}
          // Opened from a table cell, not a Dialog.Trigger: Radix would return focus to a trigger it does not have.
          onCloseAutoFocus={(event) => {
            if (!onRestoreFocus) return;
            event.preventDefault();
            onRestoreFocus();
          }}
        >
          {opened.status === 'loading' ? (
            <p className={styles.muted} aria-busy="true">
              {text('message.loading')}
            </p>
          ) : null}
          {opened.status === 'failed' ? (
            <div role="alert" className={styles.alert}>
              <span>{opened.errorText}</span>
              <Button variant="outline" size="sm" onPress={onRetry}>
                {text('message.retry')}
              </Button>
            </div>
          ) : null}
          {message ? (
            <>
              <dl className={styles.facts}>
                <dt className={styles.term}>{text('column.recipient')}</dt>
                <dd className={styles.definition}>
                  {message.toName} &lt;{message.toAddress}&gt;
                </dd>
                <dt className={styles.term}>{text('column.kind')}</dt>
                <dd className={styles.definition}>{text(`kind.${message.kind}`)}</dd>
                <dt className={styles.term}>{text('column.wedding')}</dt>
                <dd className={styles.definition}>{message.weddingSlug ?? text('account')}</dd>
                <dt className={styles.term}>{text('column.status')}</dt>
                <dd className={styles.definition}>
                  <OutboxStatus message={message} />
                </dd>
                <dt className={styles.term}>{text('column.created')}</dt>
                <dd className={styles.definition}>{when.format(new Date(message.createdAt))}</dd>
                <dt className={styles.term}>{text('column.sent')}</dt>
                <dd className={styles.definition}>
                  {message.sentAt ? when.format(new Date(message.sentAt)) : '–'}
                </dd>
                <dt className={styles.term}>{text('message.attempts')}</dt>
                <dd className={styles.definition}>{message.attempts}</dd>
              </dl>
              <Tabs.Root defaultValue="html">
                <Tabs.List aria-label={text('message.bodies')}>
                  <Tabs.Trigger value="html">{text('message.html')}</Tabs.Trigger>
                  <Tabs.Trigger value="text">{text('message.text')}</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="html">
                  <iframe
                    className={styles.preview}
                    sandbox=""
                    srcDoc={message.html}
                    title={text('message.htmlFrame', { subject: message.subject })}
                    referrerPolicy="no-referrer"
                  />
                </Tabs.Content>
                <Tabs.Content value="text">
                  <ScrollRegion label={text('message.text')} className={styles.plainText}>
                    <pre className={styles.pre}>{message.text}</pre>
                  </ScrollRegion>
                </Tabs.Content>
              </Tabs.Root>
            </>
          ) : null}
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
