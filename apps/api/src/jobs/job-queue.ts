import type pg from 'pg';
import PgBoss from 'pg-boss';

/** The queues of the product: one message each, the minute's tick (reminders, stuck messages), the daily digest. */
export const QUEUES = {
  sendMail: 'mail-send',
  tick: 'mail-tick',
  digest: 'mail-digest',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** What the rest of the API asks of the job queue. */
export interface JobQueue {
  /** Sends these outbox messages (each a job; a message sent already is skipped by its worker). */
  sendMail(messageIds: readonly string[], startAfter?: Date): Promise<void>;
  /** Runs the tick now (a deadline or a lead time just changed) instead of at the next minute. */
  tickSoon(): Promise<void>;
  stop(): Promise<void>;
}

export type JobHandlers = {
  sendMail(messageIds: string[]): Promise<void>;
  tick(): Promise<void>;
  digest(): Promise<void>;
};

export interface JobQueueOptions {
  /** The pool Prisma runs on (packages/db `Database.pool`): on the embedded database the queue must share it. */
  pool: pg.Pool;
  handlers: JobHandlers;
  /** Poll for new jobs this often (seconds; pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  log?: (message: string, error?: unknown) => void;
}

/** Messages per fetch: a blast to 1,000 households is worked through in batches, several at a time. */
const MAIL_BATCH_SIZE = 20;

/**
 * The job queue on the product's own database (pg-boss, schema `pgboss`, created by a migration: see packages/db
 * README). Every query goes through the pool Prisma uses, so on the embedded database the queue waits for the one
 * connection instead of interleaving with Prisma's protocol messages; on PostgreSQL several API processes share the
 * queue and each job runs once (pg-boss fetches with SKIP LOCKED). Cron schedules live in the database too.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const log = options.log ?? ((message, error) => console.error(`[jobs] ${message}`, error ?? ''));
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.pool.query(text, values) },
    migrate: false,
    // The minute's tick must not wait for pg-boss's default 30 s cron check on top of its minute.
    cronMonitorIntervalSeconds: 10,
    monitorStateIntervalSeconds: 60,
    maintenanceIntervalSeconds: 300,
  });
  boss.on('error', (error) => log('queue error', error));
  await boss.start();
  for (const name of Object.values(QUEUES)) await boss.createQueue(name);
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };

  let mailWorker = '';
  mailWorker = await boss.work<{ messageId: string }>(
    QUEUES.sendMail,
    { ...polling, batchSize: MAIL_BATCH_SIZE },
    async (jobs) => {
      await options.handlers.sendMail(jobs.map((job) => job.data.messageId));
      // pg-boss waits a polling interval after every batch; after a full one there is surely more (a blast).
      if (jobs.length === MAIL_BATCH_SIZE) boss.notifyWorker(mailWorker);
    },
  );
  await boss.work(QUEUES.tick, polling, async () => {
    await options.handlers.tick();
  });
  await boss.work(QUEUES.digest, polling, async () => {
    await options.handlers.digest();
  });
  await boss.schedule(QUEUES.tick, '* * * * *');
  // Every hour: each wedding's digest goes out once its own morning has come (its time zone; docs/operations.md).
  await boss.schedule(QUEUES.digest, '0 * * * *');

  return {
    async sendMail(messageIds, startAfter) {
      if (messageIds.length === 0) return;
      await boss.insert(
        messageIds.map((messageId) => ({
          name: QUEUES.sendMail,
          data: { messageId },
          // A message's job exists once while it waits: a second request for it is a no-op.
          singletonKey: messageId,
          retryLimit: 3,
          retryDelay: 30,
          retryBackoff: true,
          ...(startAfter ? { startAfter } : {}),
        })),
      );
    },
    async tickSoon() {
      // One pending extra tick is enough, however many settings changed meanwhile.
      await boss.send(QUEUES.tick, {}, { singletonKey: 'soon' });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
