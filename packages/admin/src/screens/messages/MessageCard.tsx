import { type AdminMessage, MESSAGE_BODY_MAX_LENGTH, type MessageKey, translate } from '@wedding/core';
import { AppLink } from '@wedding/dashboard';
import { Badge, Button, TextArea, useUiLocale } from '@wedding/ui';
import { useId, useState } from 'react';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from './messages.css';

export interface MessageCardProps {
  message: AdminMessage;
  onMarkRead: (read: boolean) => void;
  marking?: boolean;
  /** Resolves once the reply is stored (the field empties); rejects to keep what was typed. */
  onReply: (body: string) => Promise<void>;
  replying?: boolean;
  replyErrorKey?: MessageKey | null;
}

/** One request from a couple: who, about which wedding, the text, the replies so far and a reply form. */
export function MessageCard({
  message,
  onMarkRead,
  marking,
  onReply,
  replying,
  replyErrorKey,
}: MessageCardProps) {
  const text = useAdminText('messages');
  const locale = useUiLocale();
  const headingId = useId();
  const [reply, setReply] = useState('');
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const unread = message.readAt === null;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-state={unread ? 'unread' : 'read'}>
      <header className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          {text(`kind.${message.kind}`)}
          {' · '}
          <AppLink href={`/admin/customers/${message.sender.id}`} className={styles.link}>
            {message.sender.username}
          </AppLink>
        </h2>
        <span className={styles.meta}>
          {unread ? (
            <Badge tone="accent">{text('unread')}</Badge>
          ) : (
            <Badge tone="neutral">{text('read')}</Badge>
          )}
          <time dateTime={message.createdAt}>{when.format(new Date(message.createdAt))}</time>
        </span>
      </header>
      {message.wedding ? (
        <p className={styles.muted}>
          {text('about')}{' '}
          <AppLink href={`/admin/weddings/${message.wedding.id}`} className={styles.link}>
            {message.wedding.slug}
          </AppLink>
        </p>
      ) : null}
      {message.body ? (
        <p className={styles.body}>{message.body}</p>
      ) : (
        <p className={styles.muted}>{text('noBody')}</p>
      )}
      {message.replies.length > 0 ? (
        <ol className={styles.replies} aria-label={text('replies')}>
          {message.replies.map((answer) => (
            <li key={answer.id} className={styles.reply}>
              <span className={styles.meta}>
                <span>{answer.authorName ?? text('formerStaff')}</span>
                <time dateTime={answer.createdAt}>{when.format(new Date(answer.createdAt))}</time>
              </span>
              <p className={styles.body}>{answer.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <form
        className={styles.replyForm}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (reply.trim() === '') return;
          try {
            await onReply(reply.trim());
            setReply('');
          } catch {
            // The reason shows below the field; what was typed stays.
          }
        }}
      >
        <TextArea
          label={text('replyLabel')}
          description={text('replyHint')}
          value={reply}
          onChange={setReply}
          maxLength={MESSAGE_BODY_MAX_LENGTH}
          rows={3}
          errorMessage={replyErrorKey ? translate(replyErrorKey, locale) : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" size="sm" isPending={replying} isDisabled={reply.trim() === ''}>
            {text('send')}
          </Button>
          <Button variant="ghost" size="sm" isPending={marking} onPress={() => onMarkRead(unread)}>
            {unread ? text('markRead') : text('markUnread')}
          </Button>
        </div>
      </form>
    </article>
  );
}
