import type {
  BulkMailKind,
  BulkMailPreview,
  BulkMailRequest,
  MailSettings,
  MailSettingsRequest,
  MailStatus,
  OutboxMessage,
  OutboxPage,
} from '@wedding/core';
import { AppLink } from '../../app/navigation';
import { useDashboardText } from '../../i18n/dashboard-text';
import { ComposeCard } from './ComposeCard';
import * as styles from './MailView.css';
import { type LoadStatus, type OpenedMessage, OutboxSection } from './OutboxSection';
import { SettingsCard } from './SettingsCard';

export interface MailViewProps {
  settings: MailSettings;
  /** The kind the page was opened for (the invite screen's save-the-date). */
  initialKind?: BulkMailKind;
  /** Households chosen on the outreach screen. */
  chosenIds: readonly string[];
  onPreview: (request: BulkMailRequest) => Promise<BulkMailPreview>;
  onSend: (request: BulkMailRequest) => Promise<void>;
  onSaveSettings: (settings: MailSettingsRequest) => Promise<void>;
  outboxStatus: LoadStatus;
  /** Why the outbox did not load. */
  outboxError?: unknown;
  outbox: OutboxPage | null;
  outboxFilter: MailStatus | undefined;
  onOutboxFilterChange: (status: MailStatus | undefined) => void;
  onOutboxPageChange: (page: number) => void;
  onRetryOutboxLoad: () => void;
  onRetryAll: () => Promise<void>;
  onRetryMessage: (message: OutboxMessage) => Promise<void>;
  openMessage: OpenedMessage | null;
  onOpenMessage: (messageId: string | null) => void;
  /** A new id per message written (stories pass a fixed one). */
  newRequestId?: () => string;
  accountSettingsHref?: string;
  rsvpHref?: string;
  outreachHref?: string;
}

/**
 * '/dashboard/wedding/mail': the save-the-date and invitation emails (compose, preview, send), the couple's RSVP
 * notices and reminders, and the outbox with every message's state. Says first what keeps mail from going out.
 */
export function MailView({
  settings,
  initialKind,
  chosenIds,
  onPreview,
  onSend,
  onSaveSettings,
  outboxStatus,
  outboxError,
  outbox,
  outboxFilter,
  onOutboxFilterChange,
  onOutboxPageChange,
  onRetryOutboxLoad,
  onRetryAll,
  onRetryMessage,
  openMessage,
  onOpenMessage,
  newRequestId,
  accountSettingsHref = '/account/settings',
  rsvpHref = '/dashboard/wedding/rsvp',
  outreachHref = '/dashboard/wedding/outreach',
}: MailViewProps) {
  const text = useDashboardText('mail');
  // The outbox page knows it too, and may be newer than the settings.
  const mailServerConfigured = outbox?.mailServerConfigured ?? settings.mailServerConfigured;
  return (
    <div className={styles.root}>
      <p className={styles.intro}>{text('intro')}</p>
      {mailServerConfigured ? null : (
        <section className={styles.banner} aria-labelledby="mail-no-server">
          <h2 id="mail-no-server" className={styles.bannerTitle}>
            {text('banner.noServer.title')}
          </h2>
          <p className={styles.bannerText}>{text('banner.noServer.text')}</p>
        </section>
      )}
      {settings.senderEmailVerified ? null : (
        <section className={styles.banner} aria-labelledby="mail-unverified">
          <h2 id="mail-unverified" className={styles.bannerTitle}>
            {text('banner.unverified.title')}
          </h2>
          <p className={styles.bannerText}>{text('banner.unverified.text')}</p>
          <AppLink href={accountSettingsHref} className={styles.inlineLink}>
            {text('banner.unverified.link')}
          </AppLink>
        </section>
      )}
      <div className={styles.columns}>
        <ComposeCard
          initialKind={initialKind}
          chosenIds={chosenIds}
          cap={settings.cap}
          senderEmailVerified={settings.senderEmailVerified}
          onPreview={onPreview}
          onSend={onSend}
          outreachHref={outreachHref}
          accountSettingsHref={accountSettingsHref}
          newRequestId={newRequestId}
        />
        <SettingsCard settings={settings} onSave={onSaveSettings} rsvpHref={rsvpHref} />
      </div>
      <OutboxSection
        status={outboxStatus}
        error={outboxError}
        page={outbox}
        filter={outboxFilter}
        onFilterChange={onOutboxFilterChange}
        onPageChange={onOutboxPageChange}
        onRetryLoad={onRetryOutboxLoad}
        onRetryAll={onRetryAll}
        onRetryMessage={onRetryMessage}
        openMessage={openMessage}
        onOpenMessage={onOpenMessage}
      />
    </div>
  );
}
