import { sendMessageRequestSchema } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { Router } from 'express';
import { currentUser, isId, isMemberOrAdmin, requireUser, weddingNotFound } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { HttpError } from '../http/errors.js';
import { parseBody } from '../http/validate.js';

/** The newest conversations a couple sees; older ones stay stored for staff. */
const MESSAGES_LISTED = 50;

export const messageInclude = {
  sender: { select: { id: true, username: true } },
  replies: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: { author: { select: { name: true, username: true } } },
  },
} as const satisfies Prisma.MessageInclude;

type MessageRow = Prisma.MessageGetPayload<{ include: typeof messageInclude }>;

export const messageView = (message: MessageRow) => ({
  id: message.id,
  kind: message.kind as 'upgrade_request' | 'contact',
  body: message.body,
  weddingId: message.weddingId,
  sender: message.sender,
  createdAt: message.createdAt.toISOString(),
  readAt: message.readAt?.toISOString() ?? null,
  replies: message.replies.map((reply) => ({
    id: reply.id,
    body: reply.body,
    createdAt: reply.createdAt.toISOString(),
    authorName: reply.author ? (reply.author.name ?? reply.author.username) : null,
  })),
});

/**
 * The couple's side of the conversation with staff (model in apps/api/README.md "Messages"): send an
 * upgrade request or a question, read what was sent about your weddings and the staff's replies. Nothing here
 * takes a payment: staff decide in the admin area and switch premium on there.
 */
export function registerMessageRoutes(router: Router, deps: AppDeps): void {
  const { prisma } = deps;

  /** What the user sent, and what was sent about a wedding they are a member of (partners see each other's). */
  router.get('/api/messages', requireUser, async (_req, res) => {
    const userId = currentUser(res).id;
    const messages = await prisma.message.findMany({
      where: { OR: [{ senderId: userId }, { wedding: { members: { some: { userId } } } }] },
      include: messageInclude,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: MESSAGES_LISTED,
    });
    res.json({ messages: messages.map(messageView) });
  });

  router.post('/api/messages', requireUser, async (req, res) => {
    const input = parseBody(sendMessageRequestSchema, req);
    const user = currentUser(res);
    const weddingId = input.weddingId ?? null;
    if (weddingId !== null && !(isId(weddingId) && (await isMemberOrAdmin(deps, user, weddingId)))) {
      throw weddingNotFound();
    }
    const message = await prisma.$transaction(async (tx) => {
      if (input.kind === 'upgrade_request' && weddingId !== null) {
        // Row lock: two partners pressing "request" at once send one request, not two.
        await tx.$queryRaw`SELECT id FROM weddings WHERE id = ${weddingId} FOR UPDATE`;
        const wedding = await tx.wedding.findUniqueOrThrow({
          where: { id: weddingId },
          select: { isPremium: true },
        });
        if (wedding.isPremium) throw new HttpError(409, 'alreadyPremium');
        const open = await tx.message.count({
          where: { weddingId, kind: 'upgrade_request', replies: { none: {} } },
        });
        if (open > 0) throw new HttpError(409, 'upgradeAlreadyRequested');
      }
      return tx.message.create({
        data: { senderId: user.id, weddingId, kind: input.kind, body: input.body, createdAt: deps.now() },
        include: messageInclude,
      });
    });
    res.status(201).json({ message: messageView(message) });
  });
}
