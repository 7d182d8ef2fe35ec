import type { AppDeps } from '../../context.js';

/**
 * Failed messages go back to the queue as they were written (the same text; a message already sent or waiting is
 * not touched, so nothing goes out twice). Answers how many.
 */
export async function retryFailed(deps: AppDeps, where: { weddingId: string; id?: string }): Promise<number> {
  const failed = await deps.prisma.outboxMessage.findMany({
    where: { ...where, status: 'failed' },
    select: { id: true },
  });
  const ids = failed.map((row) => row.id);
  if (ids.length === 0) return 0;
  const reset = await deps.prisma.outboxMessage.updateMany({
    where: { id: { in: ids }, status: 'failed' },
    data: { status: 'queued', error: null, notBefore: deps.now() },
  });
  await deps.jobs?.sendMail(ids);
  return reset.count;
}
