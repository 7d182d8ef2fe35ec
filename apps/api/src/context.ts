import type { PrismaClient } from '@wedding/db';
import type { AppConfig } from './config.js';
import type { Storage } from './storage/index.js';

/** Everything a route needs from the outside world; tests build it with their own database and clock. */
export type AppDeps = {
  prisma: PrismaClient;
  storage: Storage;
  config: AppConfig;
  now: () => Date;
};
