import type { PrismaClient } from '@wedding/db';
import type pg from 'pg';
import type { AppConfig } from './config.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Renderer } from './rendering/renderer.js';
import type { GuestViews } from './site/guest-views.js';
import type { PublicViewCache } from './site/public-view-cache.js';
import type { Storage } from './storage/index.js';

/** Everything a route needs from the outside world; tests build it with their own database and clock. */
export type AppDeps = {
  prisma: PrismaClient;
  /** The pool Prisma runs on: the job queue and the hot paths' statements (database/query-rows.ts) use it directly. */
  pool: pg.Pool;
  storage: Storage;
  config: AppConfig;
  now: () => Date;
  /**
   * The job queue (pg-boss) that sends the outbox's messages and runs reminders and digests; main.ts starts it.
   * Without one (most tests), messages wait in the outbox as queued.
   */
  jobs?: JobQueue;
  /** How guests' views are counted; without one each is written at once (site/guest-views.ts). */
  guestViews?: GuestViews;
  /** Keeps the public site a moment per wedding and language for guests; without one it is read every time. */
  publicViews?: PublicViewCache;
  /** Where emails and PDFs are rendered (main.ts: a worker thread); without one, in the process itself. */
  renderer?: Renderer;
};
