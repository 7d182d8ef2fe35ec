import type { Prisma } from '@wedding/db';
import type { AppDeps } from '../../context.js';
import { newRecordId } from '../../ids/index.js';
import type { NewMessage } from './new-message.js';

const INSERT_SLICE = 100;

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
  const written: { id: string; notBefore: Date }[] = [];
  // In slices: a blast to 1,000 households would otherwise hold the event loop while one statement is built, and
  // every other request of the process would wait for it.
  for (let start = 0; start < rows.length; start += INSERT_SLICE) {
    const slice = await deps.prisma.outboxMessage.createManyAndReturn({
      data: rows.slice(start, start + INSERT_SLICE),
      skipDuplicates: true,
      select: { id: true, notBefore: true },
    });
    written.push(...slice);
    const soon = slice.filter((row) => row.notBefore.getTime() <= now.getTime());
    await deps.jobs?.sendMail(soon.map((row) => row.id));
    for (const row of slice) {
      if (row.notBefore.getTime() > now.getTime()) await deps.jobs?.sendMail([row.id], row.notBefore);
    }
  }
  return written.map((row) => row.id);
}
