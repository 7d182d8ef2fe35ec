import type { Locale, MailKind } from '@wedding/core';
import type { MailContent } from '@wedding/mail';

/** What a message says besides the wedding and its unsubscribe link (both added when it is rendered). */
export type MessagePayload = DistributiveOmit<MailContent, 'kind' | 'wedding' | 'unsubscribeUrl'> & {
  /** The link's secret of an account email, hidden from staff reading the outbox. */
  secret?: string;
};

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** One message for the outbox. */
export type NewMessage = {
  weddingId: string | null;
  kind: MailKind;
  toAddress: string;
  toName: string;
  locale: Locale;
  payload: MessagePayload;
  /** The household's head (guest emails) or the account (account emails and couple notices). */
  guestId?: string | null;
  userId?: string | null;
  /** The member who sent a bulk message. */
  senderId?: string | null;
  /** One message per purpose and recipient: a second one with the same key is never written. */
  dedupeKey?: string | null;
  /** Written now but sent no earlier than this (the daily cap's next day). */
  notBefore?: Date;
};
