import { apiContract } from '@wedding/core';
import type { Router } from 'express';
import { memberActor, recordActivity } from '../activity/index.js';
import { currentUser, currentWedding } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { linkTarget } from '../households/index.js';
import { HttpError, notFound } from '../http/errors.js';
import { serveRoute } from '../http/serve-route.js';
import { bulkMessages } from '../mail/bulk/bulk-messages.js';
import { bulkRecipients } from '../mail/bulk/bulk-recipients.js';
import { householdsOfSelection } from '../mail/bulk/households-of-selection.js';
import { capRemaining, dailyMailCapReached, mailCap } from '../mail/mail-cap.js';
import { readMailSettings } from '../mail/mail-settings.js';
import { loadMailWedding } from '../mail/mail-wedding.js';
import { listOutbox } from '../mail/outbox/list-outbox.js';
import { outboxMessageView } from '../mail/outbox/outbox-view.js';
import { queueMessages } from '../mail/outbox/queue-messages.js';
import { renderOutboxMessage } from '../mail/outbox/render-outbox-message.js';
import { retryFailed } from '../mail/outbox/retry-failed.js';

const verifiedEmailRequired = () => new HttpError(403, 'verifiedEmailRequired');
const noRecipients = () => new HttpError(400, 'noRecipients');
const messageNotFound = () => notFound('messageNotFound');

/** The couple's email: save-the-dates and invitations to households, notices and reminders, the outbox. */
export function registerMailRoutes(router: Router, deps: AppDeps): void {
  const { prisma } = deps;
  const { mail } = apiContract;

  serveRoute(router, deps, mail.preview, async ({ body }, _req, res) => {
    const wedding = currentWedding(res);
    const households = await householdsOfSelection(prisma, wedding.id, body.selection);
    const [{ recipients, skipped }, target, cap] = await Promise.all([
      bulkRecipients(prisma, wedding.id, households),
      linkTarget(deps, wedding),
      mailCap(prisma, wedding.id, deps.now()),
    ]);
    const [first] = bulkMessages(deps.config, target, { ...body, senderId: currentUser(res).id }, recipients);
    if (!first) return { recipients: 0, skipped, sample: null, cap };
    const rendered = await renderOutboxMessage(
      deps,
      { id: 'preview', kind: first.kind, locale: first.locale, payload: first.payload },
      await loadMailWedding(deps, wedding.id),
    );
    return { recipients: recipients.length, skipped, sample: { toName: first.toName, ...rendered }, cap };
  });

  serveRoute(router, deps, mail.send, async ({ body }, _req, res) => {
    const wedding = currentWedding(res);
    const user = currentUser(res);
    if (user.email === null) throw verifiedEmailRequired();
    const households = await householdsOfSelection(prisma, wedding.id, body.selection);
    const { recipients, skipped } = await bulkRecipients(prisma, wedding.id, households);
    if (recipients.length === 0) throw noRecipients();
    const cap = await mailCap(prisma, wedding.id, deps.now());
    if (recipients.length > capRemaining(cap)) throw dailyMailCapReached(cap);
    const target = await linkTarget(deps, wedding);
    const messages = bulkMessages(deps.config, target, { ...body, senderId: user.id }, recipients);
    const written = await queueMessages(deps, messages);
    // The outbox is written in slices (queueMessages); the feed's line goes with the guest list's change.
    await prisma.$transaction([
      ...(body.kind === 'invitation'
        ? [
            prisma.guest.updateMany({
              where: {
                weddingId: wedding.id,
                id: { in: recipients.flatMap((household) => household.memberIds) },
              },
              data: { invitationSent: true },
            }),
          ]
        : []),
      recordActivity(prisma, wedding.id, memberActor(res), {
        action: 'mail.sent',
        detail: body.kind,
        count: written.length,
      }),
    ]);
    return { queued: written.length, skipped };
  });

  serveRoute(router, deps, mail.settings, async (_input, _req, res) => ({
    settings: await readMailSettings(deps, currentWedding(res).id, currentUser(res)),
  }));

  serveRoute(router, deps, mail.updateSettings, async ({ body }, _req, res) => {
    const wedding = currentWedding(res);
    const user = currentUser(res);
    // Reminders go out by themselves later: only a member with a verified address may set them up (abuse guard).
    if (body.reminderLeadDays.length > 0 && user.email === null) throw verifiedEmailRequired();
    await prisma.$transaction([
      prisma.wedding.update({
        where: { id: wedding.id },
        data: { rsvpNoticeMode: body.rsvpNoticeMode, reminderLeadDays: body.reminderLeadDays },
      }),
      recordActivity(prisma, wedding.id, memberActor(res), { action: 'mail.settingsChanged' }),
    ]);
    // A reminder whose time has come already goes out now, not at the next minute.
    await deps.jobs?.tickSoon();
    return { settings: await readMailSettings(deps, wedding.id, user) };
  });

  serveRoute(router, deps, mail.outbox, async ({ query }, _req, res) =>
    listOutbox(deps, { ...query, weddingId: currentWedding(res).id }),
  );

  serveRoute(router, deps, mail.outboxMessage, async ({ params }, _req, res) => {
    const message = await prisma.outboxMessage.findFirst({
      where: { id: params.messageId, weddingId: currentWedding(res).id },
      include: { wedding: { select: { slug: true } } },
    });
    if (!message) throw messageNotFound();
    return { message: { ...outboxMessageView(message), html: message.html, text: message.text } };
  });

  serveRoute(router, deps, mail.retry, async (_input, _req, res) => ({
    retried: await retryFailed(deps, { weddingId: currentWedding(res).id }),
  }));

  serveRoute(router, deps, mail.retryMessage, async ({ params }, _req, res) => {
    const weddingId = currentWedding(res).id;
    const exists = await prisma.outboxMessage.count({ where: { id: params.messageId, weddingId } });
    if (exists === 0) throw messageNotFound();
    return { retried: await retryFailed(deps, { weddingId, id: params.messageId }) };
  });
}
