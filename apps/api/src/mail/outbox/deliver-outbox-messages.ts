import type { Locale } from '@wedding/core';
import { Prisma } from '@wedding/db';
import type { RenderedMail } from '@wedding/mail';
import type { AppDeps } from '../../context.js';
import { queryRows } from '../../database/query-rows.js';
import type { MailTransport } from '../mail-transport.js';
import { loadMailWedding, type MailWeddingContext } from '../mail-wedding.js';
import { findSuppressions, normalizeAddress, suppressAddress } from '../suppressions.js';
import { unsubscribeToken } from '../unsubscribe-token.js';
import { renderOutboxMessage } from './render-outbox-message.js';

/** Kinds sent to guests: they carry the unsubscribe link and header, and suppressed addresses never get them. */
export const GUEST_MAIL_KINDS: readonly string[] = [
  'saveTheDate',
  'invitation',
  'reminder',
  'rsvpConfirmation',
];

/** Why a message was not handed to a server, kept with it in the outbox. */
export const NO_MAIL_SERVER = 'no mail server configured';

/**
 * The job queue's worker for outbox messages: the batch is claimed at once (queued -> sending, so a second worker or
 * a repeated job skips it), each message is rendered in its recipient's language, then delivered through the mail
 * server, kept as "unsent" when none is configured, or marked suppressed when its address unsubscribed or bounced.
 * A refused message keeps the server's reason and can be retried from the outbox; a refused address is suppressed.
 * Claiming and recording are one raw statement each: every RSVP's confirmation passes here (bench/rsvp-cluster.mjs).
 */
export async function deliverOutboxMessages(
  deps: AppDeps,
  transport: MailTransport | null,
  messageIds: readonly string[],
): Promise<void> {
  const claimed = await claimOutboxMessages(deps, messageIds);
  if (claimed.length === 0) return;
  const weddings = new Map<string, Promise<MailWeddingContext>>();
  const weddingOf = (id: string) => {
    let loading = weddings.get(id);
    if (!loading) {
      loading = loadMailWedding(deps, id);
      weddings.set(id, loading);
    }
    return loading;
  };
  const suppressed = await suppressedAddresses(deps, claimed);
  // A few at a time: while one waits for the mail server or the database, another renders.
  const lanes = Array.from({ length: Math.min(DELIVERY_LANES, claimed.length) }, (_, lane) =>
    claimed.filter((_message, index) => index % DELIVERY_LANES === lane),
  );
  await Promise.all(
    lanes.map(async (messages) => {
      for (const message of messages) await deliverOne(deps, transport, message, weddingOf, suppressed);
    }),
  );
}

const DELIVERY_LANES = 4;

type ClaimedMessage = {
  id: string;
  weddingId: string | null;
  kind: string;
  toAddress: string;
  toName: string;
  locale: Locale;
  payload: unknown;
  subject: string;
  html: string;
  text: string;
  senderId: string | null;
};

/** Takes the messages still queued and due, in the order asked; the others were claimed or sent already. */
async function claimOutboxMessages(deps: AppDeps, messageIds: readonly string[]): Promise<ClaimedMessage[]> {
  if (messageIds.length === 0) return [];
  // Like Prisma's @updatedAt, the real time: the sweep finds messages stuck in "sending" by it.
  const rows = await queryRows<ClaimedMessage>(
    deps.pool,
    Prisma.sql`
    UPDATE outbox_messages SET status = 'sending', attempts = attempts + 1,
      "updatedAt" = ${new Date().toISOString()}::timestamp(3)
    WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(messageIds)}::jsonb))
      AND status = 'queued' AND "notBefore" <= ${deps.now().toISOString()}::timestamp(3)
    RETURNING id, "weddingId", kind, "toAddress", "toName", locale::text AS locale, payload, subject, html, text,
      "senderId"`,
  );
  const order = new Map(messageIds.map((id, index) => [id, index]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** The batch's guest emails whose address the wedding must not write to, as `weddingId address` keys. */
async function suppressedAddresses(deps: AppDeps, messages: readonly ClaimedMessage[]): Promise<Set<string>> {
  const byWedding = new Map<string, string[]>();
  for (const message of messages) {
    if (!message.weddingId || !GUEST_MAIL_KINDS.includes(message.kind)) continue;
    byWedding.set(message.weddingId, [...(byWedding.get(message.weddingId) ?? []), message.toAddress]);
  }
  const keys = new Set<string>();
  for (const [weddingId, addresses] of byWedding) {
    const found = await findSuppressions(deps.prisma, weddingId, addresses);
    for (const address of found.keys()) keys.add(`${weddingId} ${address}`);
  }
  return keys;
}

/** What became of a message, written with its rendering (when it was rendered now) in one statement. */
type Outcome = { status: 'sent' | 'failed' | 'unsent' | 'suppressed'; error: string | null; sentAt?: Date };

async function recordOutcome(
  deps: AppDeps,
  id: string,
  outcome: Outcome,
  rendered: RenderedMail | null,
): Promise<void> {
  await queryRows(
    deps.pool,
    Prisma.sql`
    UPDATE outbox_messages SET status = ${outcome.status}::"MailStatus", error = ${outcome.error}::text,
      "sentAt" = COALESCE(${outcome.sentAt?.toISOString() ?? null}::timestamp(3), "sentAt"),
      subject = COALESCE(${rendered?.subject ?? null}::text, subject),
      html = COALESCE(${rendered?.html ?? null}::text, html),
      text = COALESCE(${rendered?.text ?? null}::text, text),
      "updatedAt" = ${new Date().toISOString()}::timestamp(3)
    WHERE id = ${id}`,
  );
}

async function deliverOne(
  deps: AppDeps,
  transport: MailTransport | null,
  message: ClaimedMessage,
  weddingOf: (id: string) => Promise<MailWeddingContext>,
  suppressed: ReadonlySet<string>,
): Promise<void> {
  const wedding = message.weddingId ? await weddingOf(message.weddingId) : undefined;
  const isGuestMail = GUEST_MAIL_KINDS.includes(message.kind);

  // A retried message was rendered before and is sent as it was.
  let rendered: RenderedMail | null = null;
  if (message.html === '') {
    try {
      rendered = await renderOutboxMessage(deps, message, wedding);
    } catch (error) {
      const reason = `the template failed to render: ${String(error)}`.slice(0, 500);
      await recordOutcome(deps, message.id, { status: 'failed', error: reason }, null);
      return;
    }
  }
  const content = rendered ?? { subject: message.subject, html: message.html, text: message.text };

  if (isGuestMail && suppressed.has(`${message.weddingId} ${normalizeAddress(message.toAddress)}`)) {
    await recordOutcome(deps, message.id, { status: 'suppressed', error: null }, rendered);
    return;
  }
  if (!transport) {
    await recordOutcome(deps, message.id, { status: 'unsent', error: NO_MAIL_SERVER }, rendered);
    return;
  }
  const listUnsubscribe = `${deps.config.publicUrl}/api/public/mail/unsubscribe/${unsubscribeToken(deps.config, message.id)}`;
  const outcome = await transport.deliver({
    to: { name: message.toName, address: message.toAddress },
    subject: content.subject,
    html: content.html,
    text: content.text,
    ...(message.weddingId
      ? { replyTo: (await replyAddress(deps, message.weddingId, message.senderId)) ?? undefined }
      : {}),
    ...(isGuestMail
      ? {
          headers: {
            // One header with the one-click POST address (RFC 8058); mail apps show their own unsubscribe button.
            'List-Unsubscribe': `<${listUnsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  });
  if (outcome.delivered) {
    await recordOutcome(deps, message.id, { status: 'sent', error: null, sentAt: deps.now() }, rendered);
    return;
  }
  await recordOutcome(deps, message.id, { status: 'failed', error: outcome.reason }, rendered);
  if (outcome.recipientRefused && message.weddingId) {
    await suppressAddress(deps.prisma, message.weddingId, message.toAddress, 'bounced', outcome.reason);
  }
}

/** Guests' replies go to the couple: the sending member's verified address, else any member's. */
async function replyAddress(
  deps: AppDeps,
  weddingId: string,
  senderId: string | null,
): Promise<string | null> {
  if (senderId) {
    const sender = await deps.prisma.user.findUnique({ where: { id: senderId }, select: { email: true } });
    if (sender?.email) return sender.email;
  }
  const member = await deps.prisma.weddingMember.findFirst({
    where: { weddingId, user: { email: { not: null } } },
    orderBy: { joinedAt: 'asc' },
    select: { user: { select: { email: true } } },
  });
  return member?.user.email ?? null;
}
