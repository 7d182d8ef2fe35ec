import type { MailStatus, OutboxPage } from '@wedding/core';
import type { AppDeps } from '../../context.js';
import { outboxListSelect, outboxMessageView } from './outbox-view.js';

/** One page of the outbox, newest first: a wedding's (the couple) or every message (staff). */
export async function listOutbox(
  deps: AppDeps,
  query: { weddingId?: string; status?: MailStatus; page: number; limit: number; search?: string },
): Promise<OutboxPage> {
  const where = {
    ...(query.weddingId ? { weddingId: query.weddingId } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.search
      ? {
          OR: [
            { toAddress: { contains: query.search, mode: 'insensitive' as const } },
            { toName: { contains: query.search, mode: 'insensitive' as const } },
            { subject: { contains: query.search, mode: 'insensitive' as const } },
          ],
        }
      : {}),
  };
  const [total, rows] = await Promise.all([
    deps.prisma.outboxMessage.count({ where }),
    deps.prisma.outboxMessage.findMany({
      where,
      select: outboxListSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
  ]);
  return {
    data: rows.map(outboxMessageView),
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
    mailServerConfigured: deps.config.mail.smtpUrl !== null,
  };
}
