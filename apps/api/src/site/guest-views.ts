import type { PrismaClient } from '@wedding/db';

/** Counts guests' views of a wedding site, per day and in total (admin analytics). */
export interface GuestViews {
  count(weddingId: string, now: Date): Promise<void>;
  /** Writes what is pending (at shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

async function writeViews(
  prisma: PrismaClient,
  weddingId: string,
  day: string,
  views: number,
): Promise<void> {
  await prisma.$executeRaw`
    WITH total AS (UPDATE weddings SET "viewsTotal" = "viewsTotal" + ${views}::int WHERE id = ${weddingId})
    INSERT INTO wedding_daily_views ("weddingId", day, views) VALUES (${weddingId}, ${day}::date, ${views}::int)
    ON CONFLICT ("weddingId", day) DO UPDATE SET views = wedding_daily_views.views + EXCLUDED.views`;
}

/** Each view written as it happens: one statement (the default; tests read the counts right after a visit). */
export function immediateGuestViews(prisma: PrismaClient): GuestViews {
  return {
    count: (weddingId, now) => writeViews(prisma, weddingId, dayOf(now), 1),
    flush: async () => {},
    stop: async () => {},
  };
}

/**
 * Views summed in memory and written every `flushMs` in one transaction: a view then costs no commit. On the
 * embedded database every commit is flushed to the disk before it returns (packages/db, durable-node-fs), which
 * capped the guest page at a few dozen renders a second; a process that crashes loses at most `flushMs` of counts.
 */
export function batchedGuestViews(prisma: PrismaClient, flushMs = 2_000): GuestViews {
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const batch = pending;
    pending = new Map();
    writing = writing.then(async () => {
      if (batch.size === 0) return;
      await prisma.$transaction(async (tx) => {
        for (const [key, views] of batch) {
          const [weddingId = '', day = ''] = key.split(' ');
          await writeViews(tx as unknown as PrismaClient, weddingId, day, views);
        }
      });
    });
    return writing.catch((error: unknown) => console.error('[site] writing guest views failed', error));
  };
  const timer = setInterval(flush, flushMs);
  timer.unref();
  return {
    async count(weddingId, now) {
      const key = `${weddingId} ${dayOf(now)}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
