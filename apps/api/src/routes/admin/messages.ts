import {
  adminMessageListQuerySchema,
  adminMessageReadSchema,
  adminMessageReplySchema,
  recordIdSchema,
} from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { currentUser } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import { messageInclude, messageView } from '../messages.js';
import { pageAnswer } from './admin-paging.js';

const adminMessageInclude = {
  ...messageInclude,
  wedding: { select: { id: true, slug: true } },
} as const satisfies Prisma.MessageInclude;

type AdminMessageRow = Prisma.MessageGetPayload<{ include: typeof adminMessageInclude }>;

const adminMessageView = (message: AdminMessageRow) => ({
  ...messageView(message),
  wedding: message.wedding,
});

const paramsSchema = z.object({ messageId: recordIdSchema });

async function findMessage(deps: AppDeps, params: unknown): Promise<string> {
  const parsed = paramsSchema.safeParse(params);
  const found = parsed.success
    ? await deps.prisma.message.findUnique({ where: { id: parsed.data.messageId }, select: { id: true } })
    : null;
  if (!found) throw new HttpError(404, 'notFound');
  return found.id;
}

/** GET /api/admin/messages?status&customerId&search&page&limit: couples' requests, unread first by default. */
export function listAdminMessages(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const query = parseQuery(adminMessageListQuerySchema, req);
    const where: Prisma.MessageWhereInput = {
      ...(query.status === 'unread'
        ? { readAt: null }
        : query.status === 'read'
          ? { readAt: { not: null } }
          : {}),
      ...(query.customerId ? { senderId: query.customerId } : {}),
      ...(query.search ? { body: { contains: query.search, mode: 'insensitive' as const } } : {}),
    };
    const [total, messages] = await Promise.all([
      deps.prisma.message.count({ where }),
      deps.prisma.message.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (query.page - 1) * query.limit,
        take: query.limit,
        include: adminMessageInclude,
      }),
    ]);
    res.json(pageAnswer(messages.map(adminMessageView), total, query));
  };
}

/** GET /api/admin/messages/unread-count: the admin shell's badge (the spec's original showed a fixed 3). */
export function adminUnreadMessages(deps: AppDeps): RequestHandler {
  return async (_req, res) => {
    res.json({ unread: await deps.prisma.message.count({ where: { readAt: null } }) });
  };
}

/** PATCH /api/admin/messages/:messageId {read}: staff mark a message read (or unread again). */
export function markAdminMessage(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const id = await findMessage(deps, req.params);
    const { read } = parseBody(adminMessageReadSchema, req);
    const message = await deps.prisma.message.update({
      where: { id },
      data: { readAt: read ? deps.now() : null },
      include: adminMessageInclude,
    });
    res.json({ data: adminMessageView(message) });
  };
}

/** POST /api/admin/messages/:messageId/replies {body}: staff answer; the message counts as read from then on. */
export function replyToAdminMessage(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const id = await findMessage(deps, req.params);
    const { body } = parseBody(adminMessageReplySchema, req);
    const author = currentUser(res);
    const message = await deps.prisma.$transaction(async (tx) => {
      await tx.messageReply.create({ data: { messageId: id, authorId: author.id, body } });
      return tx.message.update({
        where: { id },
        data: { readAt: deps.now() },
        include: adminMessageInclude,
      });
    });
    res.status(201).json({ data: adminMessageView(message) });
  };
}
