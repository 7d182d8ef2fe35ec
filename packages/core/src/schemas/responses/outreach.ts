import { z } from 'zod';
import { LOCALES } from '../../constants';
import { adminPageSchema } from '../admin/admin-paging';
import { ATTENDANCE_STATUSES, MAIL_KINDS, MAIL_STATUSES, RSVP_NOTICE_MODES } from '../enums';
import { isoTimestampSchema } from './iso-timestamp';

/** Whether mail to an address can go out: none given, fine, or the wedding must not write to it again. */
export const EMAIL_STATES = ['none', 'ok', 'unsubscribed', 'bounced'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

/** One household (a party: its head and companions) as the couple reaches it. */
export const householdViewSchema = z.object({
  /** The party head's guest id. */
  id: z.string(),
  names: z.array(z.string()),
  email: z.string().nullable(),
  emailState: z.enum(EMAIL_STATES),
  phone: z.string().nullable(),
  /** Language of its messages and cards; null follows the wedding's main language. */
  locale: z.enum(LOCALES).nullable(),
  answered: z.boolean(),
  attendance: z.enum(ATTENDANCE_STATUSES).nullable(),
  invitationSent: z.boolean(),
  /** The personal link: opens the site without the access code and names the household in the RSVP. */
  link: z.string(),
});
export type HouseholdView = z.infer<typeof householdViewSchema>;

export const householdListResponseSchema = z.object({ households: z.array(householdViewSchema) });
export const householdResponseSchema = z.object({ household: householdViewSchema });

/** How many messages a wedding may still write today, and when the count starts again. */
export const mailCapSchema = z.object({
  limit: z.number().int(),
  usedToday: z.number().int(),
  resetsAt: isoTimestampSchema,
});
export type MailCap = z.infer<typeof mailCapSchema>;

/** Who a bulk message will reach before it is sent: the count, who is skipped and why, and one rendered sample. */
export const bulkMailPreviewResponseSchema = z.object({
  recipients: z.number().int(),
  skipped: z.object({ noEmail: z.number().int(), suppressed: z.number().int() }),
  sample: z
    .object({ toName: z.string(), subject: z.string(), html: z.string(), text: z.string() })
    .nullable(),
  cap: mailCapSchema,
});
export type BulkMailPreview = z.infer<typeof bulkMailPreviewResponseSchema>;

export const bulkMailSentResponseSchema = z.object({
  queued: z.number().int(),
  skipped: z.object({ noEmail: z.number().int(), suppressed: z.number().int() }),
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(MAIL_KINDS),
  toAddress: z.string(),
  toName: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** The mail server's reason for a failure, or why a message was not sent. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: isoTimestampSchema,
  sentAt: isoTimestampSchema.nullable(),
  /** The wedding's site address for staff reading every wedding's outbox; null for account emails. */
  weddingSlug: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxPageResponseSchema = adminPageSchema(outboxMessageSchema).extend({
  /** False while no SMTP_URL is set: messages stay in the outbox, marked as not sent. */
  mailServerConfigured: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPageResponseSchema>;

export const outboxMessageDetailResponseSchema = z.object({
  message: outboxMessageSchema.extend({ html: z.string(), text: z.string() }),
});
export const outboxRetriedResponseSchema = z.object({ retried: z.number().int() });

/** The couple's mail settings and what sending needs. */
export const mailSettingsSchema = z.object({
  rsvpNoticeMode: z.enum(RSVP_NOTICE_MODES),
  reminderLeadDays: z.array(z.number().int()),
  /** The RSVP deadline (a calendar date) reminders count back from; null when none is set. */
  rsvpDeadline: z.string().nullable(),
  /** Sending to guests needs the signed-in member's verified email address (abuse guard). */
  senderEmailVerified: z.boolean(),
  mailServerConfigured: z.boolean(),
  cap: mailCapSchema,
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;
export const mailSettingsResponseSchema = z.object({ settings: mailSettingsSchema });
