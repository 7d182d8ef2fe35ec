import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CSRF_COOKIE_NAME, generateAccessCode, type MemberRole, type UserRole } from '@wedding/core';
import { type Database, MEMORY_DATA_DIR, openDatabase, type PrismaClient } from '@wedding/db';
import { createScratchDatabase, shouldTestPostgres } from '@wedding/db/testing';
import type express from 'express';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { type AppConfig, defaultConfig } from '../src/config.js';
import type { AppDeps } from '../src/context.js';
import { answerClientErrorsInJson } from '../src/http/answer-client-errors.js';
import type { JobQueue } from '../src/jobs/job-queue.js';
import { startMailJobs } from '../src/jobs/start-mail-jobs.js';
import { createLocalDiskStorage, type Storage } from '../src/storage/index.js';

export type TestDb = 'pglite' | 'postgres';
/**
 * Every integration test runs on both databases: `describe.each(TEST_DATABASES)('... (%s)', (db) => ...)`.
 * PostgreSQL is left out only on a machine that has none and is not CI (see `shouldTestPostgres`).
 */
export const TEST_DATABASES: TestDb[] = (await shouldTestPostgres()) ? ['pglite', 'postgres'] : ['pglite'];

/** Fast argon2 parameters for tests only; production keeps DEFAULT_PASSWORD_HASHING. */
const TEST_PASSWORD_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const TEST_PASSWORD = 'correct horse battery staple';

const GENEROUS = { limit: 100_000, windowMs: 60_000 };
/** Tests log in many times from one address; rate-limit tests pass their own low limits. */
export const GENEROUS_RATE_LIMITS: AppConfig['rateLimits'] = {
  loginPerIp: GENEROUS,
  loginPerAccount: GENEROUS,
  registerPerIp: GENEROUS,
  accessCodePerIp: GENEROUS,
  accessCodePerWedding: GENEROUS,
};

export type TestResponse = request.Response;
type Headers = Record<string, string>;

/**
 * A browser-like client: keeps cookies (session, grant, CSRF) and sends the CSRF token header on writes,
 * like the dashboard does. `raw` gives the underlying supertest agent for anything special.
 */
export class TestClient {
  readonly raw: ReturnType<typeof request.agent>;
  csrfToken: string | undefined;

  constructor(target: http.Server) {
    this.raw = request.agent(target);
  }

  private remember(res: TestResponse): TestResponse {
    const setCookie = res.headers['set-cookie'] as unknown as string[] | string | undefined;
    for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const match = new RegExp(`^${CSRF_COOKIE_NAME}=([^;]*)`).exec(cookie);
      if (match?.[1] !== undefined) this.csrfToken = decodeURIComponent(match[1]) || undefined;
    }
    return res;
  }

  /** Makes sure a CSRF cookie is known (the first GET of a page does this in a browser). */
  async ensureCsrf(): Promise<string> {
    if (!this.csrfToken) await this.get('/api/auth/csrf');
    if (!this.csrfToken) throw new Error('no CSRF cookie issued');
    return this.csrfToken;
  }

  async get(url: string, headers: Headers = {}): Promise<TestResponse> {
    return this.remember(await this.raw.get(url).set(headers));
  }

  async send(
    method: 'post' | 'put' | 'patch' | 'delete',
    url: string,
    body?: unknown,
    headers: Headers = {},
  ): Promise<TestResponse> {
    const token = await this.ensureCsrf();
    let req = this.raw[method](url).set({ 'X-CSRF-Token': token, ...headers });
    if (body !== undefined) req = req.send(body as object);
    return this.remember(await req);
  }

  post = (url: string, body?: unknown, headers?: Headers) => this.send('post', url, body, headers);
  put = (url: string, body?: unknown, headers?: Headers) => this.send('put', url, body, headers);
  patch = (url: string, body?: unknown, headers?: Headers) => this.send('patch', url, body, headers);
  delete = (url: string, body?: unknown, headers?: Headers) => this.send('delete', url, body, headers);
}

export type CreatedUser = { id: string; username: string; role: UserRole; password: string };
export type CreatedWedding = { id: string; slug: string; accessCode: string; isPremium: boolean };

export type TestContext = {
  app: express.Express;
  server: http.Server;
  prisma: PrismaClient;
  deps: AppDeps;
  db: TestDb;
  /** The folder the local-disk storage writes uploads to. */
  uploadDir: string;
  /** A client without any session. */
  client(): TestClient;
  createUser(options?: {
    role?: UserRole;
    username?: string;
    password?: string;
    name?: string;
  }): Promise<CreatedUser>;
  /** Creates a user of that role and returns a client logged in as them (through POST /api/auth/login). */
  loginAs(
    role?: UserRole,
    options?: { username?: string },
  ): Promise<{ client: TestClient; user: CreatedUser }>;
  /**
   * Creates a wedding directly in the database with the given members (the first one is its creator). Each member's
   * role is the one at its index in `roles`; without one a member is an owner (the couple), as every member could
   * do everything before roles existed.
   */
  createWedding(options: {
    memberIds: string[];
    roles?: MemberRole[];
    slug?: string;
    isPremium?: boolean;
    isActive?: boolean;
    accessCode?: string;
    brideName?: string;
    groomName?: string;
    weddingDate?: Date;
  }): Promise<CreatedWedding>;
  /** A client holding a guest grant for the wedding (after a correct access code). */
  guestOf(wedding: CreatedWedding): Promise<TestClient>;
  /** A second app on the SAME database with other settings (e.g. low rate limits); close() stops only its server. */
  withConfig(config: Partial<AppConfig>): Promise<TestContext>;
  /** Starts this app's job queue (pg-boss on the test database), which sends its mail; close() stops it. */
  startJobs(): Promise<void>;
  close(): Promise<void>;
};

let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${randomBytes(3).toString('hex')}`.toLowerCase();
}

export async function createTestContext(options: {
  db: TestDb;
  config?: Partial<AppConfig>;
  now?: () => Date;
  /** Another store than the local-disk one in `uploadDir` (a bucket); the caller closes it. */
  storage?: Storage;
}): Promise<TestContext> {
  const scratch = options.db === 'postgres' ? await createScratchDatabase('wedding_test_api') : undefined;
  let database: Database;
  try {
    database = await openDatabase(
      scratch ? { databaseUrl: scratch.url, poolSize: 6 } : { databaseUrl: null, dataDir: MEMORY_DATA_DIR },
    );
  } catch (error) {
    await scratch?.drop();
    throw error;
  }
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'wedding-api-test-'));
  const shared = { database, uploadDir, db: options.db };
  return buildContext(shared, options, async () => {
    await database.close();
    await scratch?.drop();
    await rm(uploadDir, { recursive: true, force: true });
  });
}

type SharedResources = { database: Database; uploadDir: string; db: TestDb };

async function buildContext(
  shared: SharedResources,
  options: { config?: Partial<AppConfig>; now?: () => Date; storage?: Storage },
  releaseShared: () => Promise<void>,
): Promise<TestContext> {
  const { database, uploadDir } = shared;
  const config = defaultConfig({
    passwordHashing: TEST_PASSWORD_HASHING,
    rateLimits: GENEROUS_RATE_LIMITS,
    checkAnswers: true,
    webauthn: {
      rpId: 'localhost',
      rpName: 'Wedding test',
      origins: ['http://localhost:3000'],
      challengeTtlMs: 5 * 60_000,
    },
    ...options.config,
  });
  const deps: AppDeps = {
    prisma: database.prisma,
    pool: database.pool,
    storage: options.storage ?? createLocalDiskStorage({ directory: uploadDir }),
    config,
    now: options.now ?? (() => new Date()),
  };
  const app = createApp(deps);
  let jobs: JobQueue | undefined;
  const server = http.createServer(app);
  answerClientErrorsInJson(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { prisma } = database;

  const createUser: TestContext['createUser'] = async (userOptions = {}) => {
    const password = userOptions.password ?? TEST_PASSWORD;
    const role = userOptions.role ?? 'user';
    const username = userOptions.username ?? uniqueName(role);
    const user = await prisma.user.create({
      data: {
        username,
        name: userOptions.name ?? username,
        role,
        passwordHash: await hashPassword(password, TEST_PASSWORD_HASHING),
      },
    });
    return { id: user.id, username, role, password };
  };

  const context: TestContext = {
    app,
    server,
    prisma,
    deps,
    db: shared.db,
    uploadDir,
    client: () => new TestClient(server),
    createUser,
    async loginAs(role = 'user', loginOptions = {}) {
      const user = await createUser({ role, username: loginOptions.username });
      const client = new TestClient(server);
      const res = await client.post('/api/auth/login', { username: user.username, password: user.password });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { client, user };
    },
    async createWedding(weddingOptions) {
      const [ownerId] = weddingOptions.memberIds;
      const wedding = await prisma.wedding.create({
        data: {
          slug: weddingOptions.slug ?? uniqueName('wedding'),
          userId: ownerId ?? null,
          accessCode: weddingOptions.accessCode ?? generateAccessCode(),
          isPremium: weddingOptions.isPremium ?? false,
          isActive: weddingOptions.isActive ?? true,
          weddingDate: weddingOptions.weddingDate ?? new Date('2027-06-12T00:00:00.000Z'),
          info: {
            create: {
              locale: 'de',
              brideName: weddingOptions.brideName ?? 'Anna',
              groomName: weddingOptions.groomName ?? 'Ben',
            },
          },
          members: {
            create: weddingOptions.memberIds.map((userId, index) => ({
              userId,
              role: weddingOptions.roles?.[index] ?? 'owner',
            })),
          },
        },
      });
      return {
        id: wedding.id,
        slug: wedding.slug,
        accessCode: wedding.accessCode,
        isPremium: wedding.isPremium,
      };
    },
    async guestOf(wedding) {
      const client = new TestClient(server);
      const res = await client.post(`/api/public/weddings/${wedding.slug}/access`, {
        accessCode: wedding.accessCode,
      });
      if (res.status !== 200) throw new Error(`access failed: ${res.status} ${JSON.stringify(res.body)}`);
      return client;
    },
    withConfig(config) {
      return buildContext(shared, { ...options, config: { ...options.config, ...config } }, async () => {});
    },
    async startJobs() {
      jobs ??= await startMailJobs(deps, { pollingIntervalSeconds: 0.5 });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs?.stop();
      await releaseShared();
    },
  };
  return context;
}
