import type { ActivityAction } from '@wedding/core';
import { activityArea } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import { newRecordId } from '../ids/index.js';
import type { ActivityActor } from './activity-actor.js';

export interface ActivityLine {
  action: ActivityAction;
  /** What it was about, as named now (a guest, a table, a theme version). */
  subject?: string | null;
  /** A value named beside the subject: the role given, the answer a guest gave, the new deadline. */
  detail?: string | null;
  /** How many things one action touched, when more than one (an import, a bulk seat change). */
  count?: number;
  /** When it happened; the database's clock when left out. */
  at?: Date;
}

/**
 * Writes one line of the wedding's activity feed, always together with the change it tells: awaited with an
 * interactive transaction's client, or passed unawaited with the change's own write to `prisma.$transaction([...])`.
 * So the line and the change are stored together or not at all (docs/decisions.md, 'The activity feed').
 */
export function recordActivity(
  tx: Pick<Prisma.TransactionClient, 'weddingActivity'>,
  weddingId: string,
  actor: ActivityActor,
  line: ActivityLine,
): Prisma.PrismaPromise<unknown> {
  return tx.weddingActivity.create({
    data: {
      id: newRecordId(Date.now()),
      weddingId,
      actorId: actor.actorId,
      actorName: actor.actorName,
      actorKind: actor.actorKind,
      area: activityArea(line.action),
      action: line.action,
      subject: line.subject?.slice(0, 200) ?? null,
      detail: line.detail?.slice(0, 200) ?? null,
      count: line.count !== undefined && line.count > 1 ? line.count : null,
      ...(line.at ? { createdAt: line.at } : {}),
    },
    select: { id: true },
  });
}

/** Saves of one thing by one person closer together than this read as one change (an editor saves as you type). */
export const ACTIVITY_COALESCING_MS = 10 * 60 * 1000;

/**
 * Like recordActivity inside an interactive transaction, for changes saved continuously (the theme, the texts, the
 * section switches): a save by the same person of the same thing within ACTIVITY_COALESCING_MS moves that person's
 * latest line to now instead of adding one, so a morning in the customizer is one line, not hundreds.
 */
export async function recordCoalescedActivity(
  tx: Pick<Prisma.TransactionClient, 'weddingActivity'>,
  weddingId: string,
  actor: ActivityActor,
  line: ActivityLine,
  now: Date = new Date(),
): Promise<void> {
  const recent = await tx.weddingActivity.findFirst({
    where: {
      weddingId,
      action: line.action,
      actorId: actor.actorId,
      actorName: actor.actorName,
      subject: line.subject?.slice(0, 200) ?? null,
      createdAt: { gte: new Date(now.getTime() - ACTIVITY_COALESCING_MS) },
    },
    orderBy: { createdAt: 'desc' },
    select: { id: true, count: true },
  });
  if (recent) {
    // The merged line counts what both saves touched (seats moved one by one add up).
    const count = (recent.count ?? 1) + (line.count ?? 1);
    await tx.weddingActivity.update({ where: { id: recent.id }, data: { createdAt: now, count } });
    return;
  }
  await recordActivity(tx, weddingId, actor, { ...line, at: now });
}
