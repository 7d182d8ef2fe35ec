import { MESSAGE_BODY_MAX_LENGTH, type MessageView, upgradeRequestFormSchema } from '@wedding/core';
import { Badge, Button, Card, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import * as list from '../../components/card-list.css';
import { FormTextArea } from '../../components/form/FormTextArea';
import { useCoreForm } from '../../components/form/useCoreForm';
import { useDashboardText } from '../../i18n/dashboard-text';
import { ImageIcon, PaletteIcon, SparkleIcon, UsersIcon } from '../../shell/nav-icons';
import * as styles from './UpgradeView.css';

const FEATURES = [
  { id: 'gallery', icon: <ImageIcon /> },
  { id: 'member', icon: <UsersIcon /> },
  { id: 'presets', icon: <PaletteIcon /> },
] as const;

export interface UpgradeViewProps {
  isPremium: boolean;
  /** The wedding's messages to staff, newest first, with replies. */
  messages: readonly MessageView[];
  /** Sends the upgrade request (rejects when refused; the typed note stays). */
  onRequest: (note: string) => Promise<void>;
}

/**
 * '/dashboard/upgrade' (the upgrade prompt target of docs/requirements.md A2): what premium adds (gallery, third
 * member, premium presets) and a request that reaches staff, answered here. Nothing on this page takes a payment.
 */
export function UpgradeView({ isPremium, messages, onRequest }: UpgradeViewProps) {
  const text = useDashboardText('upgrade');
  const openRequest = messages.find(
    (message) => message.kind === 'upgrade_request' && message.replies.length === 0,
  );
  return (
    <div className={list.section}>
      <p className={list.itemText}>{text('intro')}</p>
      <p className={styles.plan}>
        <span>{text('plan.label')}</span>
        <Badge tone={isPremium ? 'accent' : 'neutral'}>
          {isPremium ? text('plan.premium') : text('plan.standard')}
        </Badge>
      </p>
      <section aria-labelledby="upgrade-features" className={list.section}>
        <h2 id="upgrade-features" className={styles.heading}>
          {text('features.title')}
        </h2>
        <ul className={list.cardGrid}>
          {FEATURES.map((feature) => (
            <li key={feature.id}>
              <article className={list.itemCard} aria-labelledby={`feature-${feature.id}`}>
                <span className={styles.featureIcon} aria-hidden="true">
                  {feature.icon}
                </span>
                <h3 id={`feature-${feature.id}`} className={list.itemTitle}>
                  {text(`feature.${feature.id}.title`)}
                </h3>
                <p className={list.itemText}>{text(`feature.${feature.id}.text`)}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>
      {isPremium ? (
        <p className={styles.notice} role="status">
          <SparkleIcon aria-hidden="true" /> {text('premium.active')}
        </p>
      ) : openRequest ? (
        <PendingRequest request={openRequest} />
      ) : (
        <RequestForm onRequest={onRequest} />
      )}
      {messages.length > 0 ? <History messages={messages} /> : null}
    </div>
  );
}

function RequestForm({ onRequest }: { onRequest: (note: string) => Promise<void> }) {
  const text = useDashboardText('upgrade');
  const [sending, setSending] = useState(false);
  const form = useCoreForm(upgradeRequestFormSchema, { defaultValues: { body: '' } });
  const submit = form.handleSubmit(async ({ body }) => {
    setSending(true);
    try {
      await onRequest(body);
    } catch {
      // The screen says why; the note stays.
    } finally {
      setSending(false);
    }
  });
  return (
    <Card title={text('request.title')} description={text('request.description')} headingLevel={2}>
      <form className={list.dialogForm} noValidate onSubmit={submit}>
        <FormTextArea
          control={form.control}
          name="body"
          label={text('request.note')}
          maxLength={MESSAGE_BODY_MAX_LENGTH}
          rows={3}
        />
        <div>
          <Button type="submit" icon={<SparkleIcon />} isPending={sending}>
            {text('request.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PendingRequest({ request }: { request: MessageView }) {
  const text = useDashboardText('upgrade');
  const date = useDateFormat();
  return (
    <p className={styles.notice} role="status">
      {text('request.pending', { date: date.format(new Date(request.createdAt)) })}{' '}
      <Badge tone={request.readAt ? 'success' : 'neutral'}>
        {request.readAt ? text('request.read') : text('request.unread')}
      </Badge>
    </p>
  );
}

function History({ messages }: { messages: readonly MessageView[] }) {
  const text = useDashboardText('upgrade');
  const date = useDateFormat();
  return (
    <section aria-labelledby="upgrade-history" className={list.section}>
      <h2 id="upgrade-history" className={styles.heading}>
        {text('history.title')}
      </h2>
      <ol className={styles.history}>
        {messages.map((message) => (
          <li key={message.id} className={list.itemCard}>
            <div className={list.itemMeta}>
              <Badge tone="secondary">{text(`history.kind.${message.kind}`)}</Badge>
              <span className={list.itemText}>
                {text('history.sentBy', {
                  username: message.sender.username,
                  date: date.format(new Date(message.createdAt)),
                })}
              </span>
            </div>
            <p className={list.itemText}>{message.body || text('history.noText')}</p>
            {message.replies.map((reply) => (
              <blockquote key={reply.id} className={styles.reply}>
                <p className={styles.replyMeta}>
                  {text('history.reply', {
                    name: reply.authorName ?? text('history.team'),
                    date: date.format(new Date(reply.createdAt)),
                  })}
                </p>
                <p className={list.itemText}>{reply.body}</p>
              </blockquote>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

function useDateFormat() {
  return new Intl.DateTimeFormat(useUiLocale(), { dateStyle: 'medium' });
}
