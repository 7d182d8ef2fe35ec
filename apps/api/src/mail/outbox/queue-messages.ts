import { Prisma } from '@wedding/db';
import type { AppDeps } from '../../context.js';
import { queryRows } from '../../database/query-rows.js';
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
  const rows = messages.map((message) => ({
    id: newRecordId(now.getTime()),
    weddingId: message.weddingId,
    kind: message.kind,
    toAddress: message.toAddress,
    toName: message.toName,
    locale: message.locale,
    payload: message.payload,
    guestId: message.guestId ?? null,
    userId: message.userId ?? null,
    senderId: message.senderId ?? null,
    dedupeKey: message.dedupeKey ?? null,
    notBefore: (message.notBefore ?? now).toISOString(),
  }));
  const written: { id: string; notBefore: Date }[] = [];
  // In slices: a blast to 1,000 households would otherwise hold the event loop while one statement is built, and
  // every other request of the process would wait for it.
  for (let start = 0; start < rows.length; start += INSERT_SLICE) {
    const slice = await insertOutboxRows(deps, rows.slice(start, start + INSERT_SLICE), now);
    written.push(...slice);
    const soon = slice.filter((row) => row.notBefore.getTime() <= now.getTime());
    await deps.jobs?.sendMail(soon.map((row) => row.id));
    for (const row of slice) {
      if (row.notBefore.getTime() > now.getTime()) await deps.jobs?.sendMail([row.id], row.notBefore);
    }
  }
  return written.map((row) => row.id);
}

/**
 * One statement per slice in raw SQL: every RSVP queues its confirmation here (bench/rsvp-cluster.mjs), and a Prisma
 * statement through Prisma costs its query compiler about 0.5 ms of CPU (database/query-rows.ts). `ON CONFLICT DO NOTHING` is what Prisma's
 * `skipDuplicates` wrote. timestamp(3) columns hold UTC wall-clock time, as Prisma writes them.
 */
async function insertOutboxRows(
  deps: AppDeps,
  rows: readonly { id: string; notBefore: string }[],
  now: Date,
): Promise<{ id: string; notBefore: Date }[]> {
  return queryRows<{ id: string; notBefore: Date }>(
    deps.pool,
    Prisma.sql`
    INSERT INTO outbox_messages (id, "weddingId", kind, "toAddress", "toName", locale, payload, "guestId", "userId",
      "senderId", "dedupeKey", "notBefore", "createdAt", "updatedAt")
    SELECT m.id, m."weddingId", m.kind, m."toAddress", m."toName", m.locale::"Locale", m.payload, m."guestId",
      m."userId", m."senderId", m."dedupeKey", m."notBefore"::timestamp(3), ${now.toISOString()}::timestamp(3),
      ${new Date().toISOString()}::timestamp(3)
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS m(id text, "weddingId" text, kind text,
      "toAddress" text, "toName" text, locale text, payload jsonb, "guestId" text, "userId" text, "senderId" text,
      "dedupeKey" text, "notBefore" text)
    ON CONFLICT DO NOTHING
    RETURNING id, "notBefore"`,
  );
}
