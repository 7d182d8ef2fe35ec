import type { AppDeps } from '../../context.js';
import type { MailTransport } from '../mail-transport.js';
import { loadMailWedding, type MailWeddingContext } from '../mail-wedding.js';
import { findSuppressions, suppressAddress } from '../suppressions.js';
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
 * The job queue's worker for outbox messages: each message is claimed (queued -> sending, so a second worker or a
 * repeated job skips it), rendered in its recipient's language, then delivered through the mail server, kept as
 * "unsent" when none is configured, or marked suppressed when its address unsubscribed or bounced. A refused
 * message keeps the server's reason and can be retried from the outbox; a refused address is suppressed.
 */
export async function deliverOutboxMessages(
  deps: AppDeps,
  transport: MailTransport | null,
  messageIds: readonly string[],
): Promise<void> {
  const weddings = new Map<string, Promise<MailWeddingContext>>();
  const weddingOf = (id: string) => {
    let loading = weddings.get(id);
    if (!loading) {
      loading = loadMailWedding(deps, id);
      weddings.set(id, loading);
    }
    return loading;
  };
  // A few at a time: while one waits for the mail server or the database, another renders.
  const lanes = Array.from({ length: Math.min(DELIVERY_LANES, messageIds.length) }, (_, lane) =>
    messageIds.filter((_id, index) => index % DELIVERY_LANES === lane),
  );
  await Promise.all(lanes.map((ids) => deliverInTurn(deps, transport, ids, weddingOf)));
}

const DELIVERY_LANES = 4;

async function deliverInTurn(
  deps: AppDeps,
  transport: MailTransport | null,
  messageIds: readonly string[],
  weddingOf: (id: string) => Promise<MailWeddingContext>,
): Promise<void> {
  for (const id of messageIds) {
    const claimed = await deps.prisma.outboxMessage.updateMany({
      where: { id, status: 'queued', notBefore: { lte: deps.now() } },
      data: { status: 'sending', attempts: { increment: 1 } },
    });
    if (claimed.count === 0) continue;
    const message = await deps.prisma.outboxMessage.findUniqueOrThrow({ where: { id } });
    const wedding = message.weddingId ? await weddingOf(message.weddingId) : undefined;
    const isGuestMail = GUEST_MAIL_KINDS.includes(message.kind);

    let rendered = { subject: message.subject, html: message.html, text: message.text };
    if (rendered.html === '') {
      try {
        rendered = await renderOutboxMessage(deps, message, wedding);
      } catch (error) {
        await deps.prisma.outboxMessage.update({
          where: { id },
          data: { status: 'failed', error: `the template failed to render: ${String(error)}`.slice(0, 500) },
        });
        continue;
      }
      await deps.prisma.outboxMessage.update({ where: { id }, data: rendered });
    }

    if (message.weddingId && isGuestMail) {
      const suppressed = await findSuppressions(deps.prisma, message.weddingId, [message.toAddress]);
      if (suppressed.size > 0) {
        await deps.prisma.outboxMessage.update({ where: { id }, data: { status: 'suppressed' } });
        continue;
      }
    }
    if (!transport) {
      await deps.prisma.outboxMessage.update({
        where: { id },
        data: { status: 'unsent', error: NO_MAIL_SERVER },
      });
      continue;
    }
    const listUnsubscribe = `${deps.config.publicUrl}/api/public/mail/unsubscribe/${unsubscribeToken(deps.config, id)}`;
    const outcome = await transport.deliver({
      to: { name: message.toName, address: message.toAddress },
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
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
      await deps.prisma.outboxMessage.update({
        where: { id },
        data: { status: 'sent', error: null, sentAt: deps.now() },
      });
      continue;
    }
    await deps.prisma.outboxMessage.update({
      where: { id },
      data: { status: 'failed', error: outcome.reason },
    });
    if (outcome.recipientRefused && message.weddingId) {
      await suppressAddress(deps.prisma, message.weddingId, message.toAddress, 'bounced', outcome.reason);
    }
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
