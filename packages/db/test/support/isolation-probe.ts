import type { PrismaClient } from '../../src/index';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface IsolationObservation {
  /** What a query on another connection returned while the transaction was still open (undefined: still waiting). */
  seenWhileOpen: number | undefined;
  /** What that same query finally returned. */
  finalResult: number;
  /** A fresh read after the transaction ended. */
  afterEnd: number;
}

/**
 * Inserts a user inside an interactive transaction and, while it is open, counts that user from another
 * connection. Uncommitted rows must never be visible there: the outside read either waits or sees 0.
 */
export async function probeIsolation(
  prisma: PrismaClient,
  username: string,
  outcome: 'commit' | 'rollback',
  /** 'wait-for-read': the database answers readers during the transaction (MVCC), so wait for that answer. */
  readerPolicy: 'wait-for-read' | 'give-it-time',
): Promise<IsolationObservation> {
  let seenWhileOpen: number | undefined;
  let outsideValue: number | undefined;
  let outside: Promise<number> | undefined;
  const rollback = new Error('roll back on purpose');
  try {
    await prisma.$transaction(async (tx) => {
      await tx.user.create({ data: { username } });
      outside = prisma.user.count({ where: { username } }).then((count) => {
        outsideValue = count;
        return count;
      });
      if (readerPolicy === 'wait-for-read') {
        seenWhileOpen = await outside;
      } else {
        await sleep(500);
        seenWhileOpen = outsideValue;
      }
      if (outcome === 'rollback') throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  if (!outside) throw new Error('the outside read never started');
  const finalResult = await outside;
  const afterEnd = await prisma.user.count({ where: { username } });
  return { seenWhileOpen, finalResult, afterEnd };
}
