import { apiContract } from '@wedding/core';
import type { Router } from 'express';
import { maskAddress, sendPasswordReset } from '../../accounts/account-mail.js';
import { currentUser } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { serveRoute } from '../../http/serve-route.js';
import { listOutbox } from '../../mail/outbox/list-outbox.js';
import type { MessagePayload } from '../../mail/outbox/new-message.js';
import { outboxMessageView } from '../../mail/outbox/outbox-view.js';
import { recordAudit } from './audit-log.js';

/** Staff read link secrets nowhere: an account email's link is shown without its token. */
const HIDDEN = '••••••';

/** Staff: every email the service wrote, and a reset link sent to a customer. */
export function registerAdminOutboxRoutes(router: Router, deps: AppDeps): void {
  const { prisma } = deps;
  const { admin } = apiContract;

  serveRoute(router, deps, admin.outbox, async ({ query }) => listOutbox(deps, query));

  serveRoute(router, deps, admin.outboxMessage, async ({ params }) => {
    const message = await prisma.outboxMessage.findUnique({
      where: { id: params.messageId },
      include: { wedding: { select: { slug: true } } },
    });
    if (!message) throw notFound('messageNotFound');
    const secret = (message.payload as MessagePayload).secret;
    const hide = (text: string) => (secret ? text.replaceAll(secret, HIDDEN) : text);
    return { message: { ...outboxMessageView(message), html: hide(message.html), text: hide(message.text) } };
  });

  serveRoute(router, deps, admin.sendCustomerPasswordReset, async ({ params }, _req, res) => {
    const customer = await prisma.user.findUnique({
      where: { id: params.customerId },
      select: { id: true, username: true, name: true, locale: true, email: true },
    });
    if (!customer) throw notFound();
    if (!customer.email) throw new HttpError(409, 'noVerifiedEmail');
    await sendPasswordReset(deps, customer, customer.email);
    await recordAudit(prisma, currentUser(res), {
      action: 'customer.passwordResetSent',
      entityType: 'user',
      entityId: customer.id,
      customerId: customer.id,
    });
    return { sentTo: maskAddress(customer.email) };
  });
}
