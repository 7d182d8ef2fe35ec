import type { AppDeps } from '../../context.js';

/** A message waits this long for its job before the tick hands it to the queue again. */
const QUEUED_GRACE_MS = 2 * 60_000;
/** A worker that took a message this long ago and never finished it stopped mid-send. */
const SENDING_GRACE_MS = 10 * 60_000;

/**
 * Messages that lost their job: written by a process that stopped before queueing them, or taken by a worker that
 * stopped mid-send (sent again: the server may have had it; docs/operations.md). Both are handed to the queue again.
 */
export async function sweepOutbox(deps: AppDeps): Promise<void> {
  const now = deps.now().getTime();
  await deps.prisma.outboxMessage.updateMany({
    where: { status: 'sending', updatedAt: { lt: new Date(now - SENDING_GRACE_MS) } },
    data: { status: 'queued' },
  });
  const waiting = await deps.prisma.outboxMessage.findMany({
    where: {
      status: 'queued',
      notBefore: { lte: new Date(now) },
      updatedAt: { lt: new Date(now - QUEUED_GRACE_MS) },
    },
    select: { id: true },
    take: 1_000,
  });
  await deps.jobs?.sendMail(waiting.map((row) => row.id));
}
