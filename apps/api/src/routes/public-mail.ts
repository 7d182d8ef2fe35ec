import { apiContract } from '@wedding/core';
import type { Router } from 'express';
import type { AppDeps } from '../context.js';
import { HttpError } from '../http/errors.js';
import { serveRoute } from '../http/serve-route.js';
import { findSuppressions, suppressAddress } from '../mail/suppressions.js';
import { messageIdOfUnsubscribeToken } from '../mail/unsubscribe-token.js';

const linkInvalid = () => new HttpError(400, 'linkInvalid');

/** A guest's unsubscribe link: what it names, and the unsubscribe itself (also the mail apps' one-click POST). */
export function registerPublicMailRoutes(router: Router, deps: AppDeps): void {
  const { prisma } = deps;

  const messageOf = async (token: string) => {
    const messageId = messageIdOfUnsubscribeToken(deps.config, token);
    const message = messageId
      ? await prisma.outboxMessage.findUnique({
          where: { id: messageId },
          select: {
            weddingId: true,
            toAddress: true,
            wedding: { select: { info: { select: { brideName: true, groomName: true }, take: 1 } } },
          },
        })
      : null;
    if (!message?.weddingId) throw linkInvalid();
    return { ...message, weddingId: message.weddingId };
  };

  serveRoute(router, deps, apiContract.public.readUnsubscribe, async ({ params }) => {
    const message = await messageOf(params.token);
    const names = message.wedding?.info[0];
    const suppressed = await findSuppressions(prisma, message.weddingId, [message.toAddress]);
    return {
      couple: names ? `${names.brideName} & ${names.groomName}` : '',
      address: message.toAddress,
      unsubscribed: suppressed.get(message.toAddress.toLowerCase()) === 'unsubscribed',
    };
  });

  serveRoute(router, deps, apiContract.public.unsubscribe, async ({ params }) => {
    const message = await messageOf(params.token);
    await suppressAddress(prisma, message.weddingId, message.toAddress, 'unsubscribed');
    return { unsubscribed: true as const };
  });
}
