import type { MailStatus, OutboxMessage } from '@wedding/core';
import { Badge, type BadgeTone } from '@wedding/ui';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from './outbox.css';

export const OUTBOX_STATUS_TONES = {
  queued: 'neutral',
  sending: 'primary',
  sent: 'success',
  failed: 'error',
  unsent: 'warning',
  suppressed: 'secondary',
} as const satisfies Record<MailStatus, BadgeTone>;

/**
 * Where a message stands, and why when it did not go out: the mail server's own words for a failure (not
 * translated: they are the server's), ours for "no mail server" and for an address that asked for no more mail.
 */
export function OutboxStatus({ message }: { message: Pick<OutboxMessage, 'status' | 'error'> }) {
  const text = useAdminText('outbox');
  const reason =
    message.status === 'failed'
      ? message.error
      : message.status === 'unsent'
        ? text('reason.unsent')
        : message.status === 'suppressed'
          ? text('reason.suppressed')
          : null;
  return (
    <span className={styles.status}>
      <Badge tone={OUTBOX_STATUS_TONES[message.status]}>{text(`status.${message.status}`)}</Badge>
      {reason ? <span className={styles.muted}>{reason}</span> : null}
    </span>
  );
}
