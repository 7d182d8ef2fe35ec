import type { PrismaClient } from '@wedding/db';
import type { AppConfig } from './config.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Storage } from './storage/index.js';

/** Everything a route needs from the outside world; tests build it with their own database and clock. */
export type AppDeps = {
  prisma: PrismaClient;
  storage: Storage;
  config: AppConfig;
  now: () => Date;
  /**
   * The job queue (pg-boss) that sends the outbox's messages and runs reminders and digests; main.ts starts it.
   * Without one (most tests), messages wait in the outbox as queued.
   */
  jobs?: JobQueue;
};
