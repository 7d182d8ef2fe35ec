import type { Prisma } from '@wedding/db';
import type { AppDeps } from '../../context.js';
import { newRecordId } from '../../ids/index.js';
import type { NewMessage } from './new-message.js';

/**
 * Writes messages to the outbox and hands them to the job queue. A message whose dedupe key the wedding already has
 * is skipped (a reminder is sent once per deadline, lead time and household; a double-clicked send once). Answers
 * the ids written. The rows come first: a process that stops before the jobs are queued leaves them queued, and the
 * minute's tick hands them to the queue again (mail/automatic/sweep-outbox.ts).
 */
export async function queueMessages(deps: AppDeps, messages: readonly NewMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const now = deps.now();
  const rows: Prisma.OutboxMessageCreateManyInput[] = messages.map((message) => ({
    id: newRecordId(now.getTime()),
    weddingId: message.weddingId,
    kind: message.kind,
    toAddress: message.toAddress,
    toName: message.toName,
    locale: message.locale,
    payload: message.payload as Prisma.InputJsonValue,
    guestId: message.guestId ?? null,
    userId: message.userId ?? null,
    senderId: message.senderId ?? null,
    dedupeKey: message.dedupeKey ?? null,
    notBefore: message.notBefore ?? now,
    createdAt: now,
  }));
  const written = await deps.prisma.outboxMessage.createManyAndReturn({
    data: rows,
    skipDuplicates: true,
    select: { id: true, notBefore: true },
  });
  const later = written.filter((row) => row.notBefore.getTime() > now.getTime());
  const soon = written.filter((row) => row.notBefore.getTime() <= now.getTime());
  await deps.jobs?.sendMail(soon.map((row) => row.id));
  for (const row of later) await deps.jobs?.sendMail([row.id], row.notBefore);
  return written.map((row) => row.id);
}
