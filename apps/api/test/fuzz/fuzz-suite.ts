import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, DOCUMENTED_ROUTES, type DocumentedRoute } from '../../src/openapi/index.js';
import { rsvpManageToken } from '../../src/rsvp/index.js';
import {
  type CreatedUser,
  type CreatedWedding,
  createTestContext,
  TEST_DATABASES,
  TEST_PASSWORD,
  type TestContext,
} from '../harness.js';
import { type BadRequest, badRequest } from './bad-requests.js';
import { HttpIdentity } from './http-identity.js';

/**
 * Property-based fuzzing of every route of the OpenAPI document: per route RUNS x BATCH generated
 * bad requests (at least 500), sent BATCH at a time to the in-process app (FUZZ_DATABASE below). Every answer
 * must be below 500, and every 4xx must have the one error shape {error, details?} (`message` only as a mirror
 * of `error`, which the gallery screens read from upload answers). About four minutes of one idle core in all.
 */
const BATCH = 25;
/**
 * PostgreSQL where there is one (CI always): the answers do not depend on the store, PostgreSQL answers the 25
 * requests of a batch on several connections where the embedded database takes them one by one, and the suite's
 * other tests cover every query on both (docs/decisions.md, "CI inside its time budget").
 */
const FUZZ_DATABASE = TEST_DATABASES.includes('postgres') ? 'postgres' : 'pglite';
const RUNS = 20;
const INPUTS_PER_ROUTE = BATCH * RUNS;

type Operation = DocumentedRoute & { pathParams: string[]; queryNames: string[]; bodyNames: string[] };

/** Query and body property names as the generated document lists them (what a client would read). */
function operationsFromDocument(): Operation[] {
  const document = buildOpenApiDocument();
  return DOCUMENTED_ROUTES.map((route) => {
    const operation = document.paths?.[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method];
    const parameters = (operation?.parameters ?? []) as { name: string; in: string }[];
    const requestBody = operation?.requestBody as
      | { content?: Record<string, { schema?: { properties?: object } }> }
      | undefined;
    const bodySchema =
      requestBody?.content?.['application/json']?.schema ??
      requestBody?.content?.['multipart/form-data']?.schema;
    return {
      ...route,
      pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
      queryNames: parameters.filter((p) => p.in === 'query').map((p) => p.name),
      bodyNames: Object.keys(bodySchema?.properties ?? {}),
    };
  });
}

function describeFailure(operation: Operation, input: BadRequest, status: number, body: string): string {
  return `${operation.method.toUpperCase()} ${operation.path} answered ${status} ${body.slice(0, 300)} to ${JSON.stringify(input).slice(0, 600)}`;
}

/** The one error shape: a non-empty string `error`, optional `details`, and `message` only equal to `error`. */
function isErrorShape(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  if (typeof record.error !== 'string' || record.error === '') return false;
  // Gallery answers add an English `message` beside the code (the gallery screens read it).
  if ('message' in record && (typeof record.message !== 'string' || record.message === '')) return false;
  return Object.keys(record).every((key) => key === 'error' || key === 'details' || key === 'message');
}

/**
 * One shard of the fuzzing: every `shards`-th route of the document, starting at route `shard` (1-based). The
 * shards are test files of their own (fuzz-*-of-3.test.ts), so the API suite's two workers share the fuzzing
 * instead of one worker carrying all of it while the other runs out of files.
 */
export function describeFuzzShard(shard: number, shards: number): void {
  describe(`fuzzing routes of the OpenAPI document, shard ${shard} of ${shards} (fast-check, ${FUZZ_DATABASE})`, () => {
    let ctx: TestContext;
    let baseUrl: string;
    let member: CreatedUser;
    let admin: CreatedUser;
    let superadmin: CreatedUser;
    let wedding: CreatedWedding;
    const real: Record<string, string> = {};
    const operations = operationsFromDocument().filter((_operation, index) => index % shards === shard - 1);
    let totalInputs = 0;

    beforeAll(async () => {
      ctx = await createTestContext({ db: FUZZ_DATABASE });
      const address = ctx.server.address();
      if (!address || typeof address === 'string') throw new Error('no server address');
      baseUrl = `http://127.0.0.1:${address.port}`;
      member = await ctx.createUser();
      admin = await ctx.createUser({ role: 'admin' });
      superadmin = await ctx.createUser({ role: 'superadmin' });
      wedding = await ctx.createWedding({ memberIds: [member.id], isPremium: true });
    });
    afterAll(async () => {
      await ctx?.close();
    });

    /** Puts back what a previous route's fuzzing may have changed or deleted, so each route is fuzzed deep. */
    async function restoreFixtures(): Promise<void> {
      const { prisma } = ctx;
      await prisma.wedding.update({
        where: { id: wedding.id },
        data: { slug: wedding.slug, accessCode: wedding.accessCode, isActive: true, isPremium: true },
      });
      // Staff routes may change the member's role and the service settings: back to the start for every route.
      await prisma.user.update({ where: { id: member.id }, data: { role: 'user' } });
      await prisma.serviceSetting.deleteMany();
      await prisma.weddingMember.upsert({
        where: { weddingId_userId: { weddingId: wedding.id, userId: member.id } },
        // The couple, whose role may do everything: a fuzzed role change must not narrow the next route's fuzzing.
        create: { weddingId: wedding.id, userId: member.id, role: 'owner' },
        update: { role: 'owner', side: null },
      });
      const ensure = async (
        key: string,
        find: () => Promise<{ id: string } | null>,
        create: () => Promise<{ id: string }>,
      ) => {
        real[key] = ((await find()) ?? (await create())).id;
      };
      await ensure(
        'locationId',
        () => prisma.location.findFirst({ where: { weddingId: wedding.id } }),
        () =>
          prisma.location.create({
            data: {
              weddingId: wedding.id,
              type: 'ceremony',
              name: 'Chapel',
              address: 'A 1',
              postalCode: '10115',
              city: 'Berlin',
              country: 'DE',
            },
          }),
      );
      await ensure(
        'guestId',
        () => prisma.guest.findFirst({ where: { weddingId: wedding.id } }),
        () => prisma.guest.create({ data: { weddingId: wedding.id, name: 'Fuzz Guest' } }),
      );
      await ensure(
        'eventId',
        () => prisma.scheduleEvent.findFirst({ where: { weddingId: wedding.id } }),
        () =>
          prisma.scheduleEvent.create({
            data: { weddingId: wedding.id, day: new Date('2027-06-12'), time: '14:00', title: 'Ceremony' },
          }),
      );
      await ensure(
        'imageId',
        () => prisma.galleryImage.findFirst({ where: { weddingId: wedding.id } }),
        () =>
          prisma.galleryImage.create({
            data: {
              weddingId: wedding.id,
              url: '/uploads/fuzz.webp',
              storageKey: `fuzz-${Date.now()}.webp`,
              width: 4,
              height: 4,
              fileSize: 10,
              mimeType: 'image/webp',
            },
          }),
      );
      await ensure(
        'rsvpId',
        () => prisma.rsvp.findFirst({ where: { weddingId: wedding.id } }),
        () =>
          prisma.rsvp.create({
            data: {
              weddingId: wedding.id,
              name: 'Fuzz Rsvp',
              phone: '+49 170 1234567',
              attendanceStatus: 'maybe',
            },
          }),
      );
      await ensure(
        'messageId',
        () => prisma.message.findFirst({ where: { senderId: member.id } }),
        () =>
          prisma.message.create({
            data: { senderId: member.id, weddingId: wedding.id, kind: 'contact', body: 'Fuzz question' },
          }),
      );
      // The fuzz guest heads its own household: personal links, events and gifts name households by the head.
      await prisma.guest.update({
        where: { id: real.guestId as string },
        data: { partyId: real.guestId as string },
      });
      real.householdId = real.guestId as string;
      await ensure(
        'giftId',
        () => prisma.gift.findFirst({ where: { weddingId: wedding.id } }),
        () =>
          prisma.gift.create({
            data: { weddingId: wedding.id, householdId: real.guestId as string, description: 'Fuzz gift' },
          }),
      );
      real.weddingId = wedding.id;
      real.slug = wedding.slug;
      real.userId = member.id;
      real.customerId = member.id;
      real.key = 'fuzz.webp';
      real.token = rsvpManageToken(ctx.deps.config, wedding.id, real.rsvpId as string);
    }

    async function identityFor(access: DocumentedRoute['access']): Promise<HttpIdentity> {
      const identity = new HttpIdentity(baseUrl);
      const signIn = async (user: CreatedUser) => {
        const res = await identity.json('POST', '/api/auth/login', {
          username: user.username,
          password: TEST_PASSWORD,
        });
        if (res.status !== 200) throw new Error(`fuzz login failed: ${res.status}`);
      };
      if (access === 'user' || access === 'member') await signIn(member);
      if (access === 'admin') await signIn(admin);
      if (access === 'superadmin') await signIn(superadmin);
      if (access === 'guest') {
        const res = await identity.json('POST', `/api/public/weddings/${wedding.slug}/access`, {
          accessCode: wedding.accessCode,
        });
        if (res.status !== 200) throw new Error(`fuzz guest grant failed: ${res.status}`);
      }
      if (!identity.csrfToken) await identity.request('GET', '/api/auth/csrf');
      return identity;
    }

    async function send(identity: HttpIdentity, operation: Operation, input: BadRequest) {
      const path = operation.path.replace(/:(\w+)/g, (_match, name: string) => input.params[name] ?? '');
      const query = new URLSearchParams(input.query).toString();
      const url = query ? `${path}?${query}` : path;
      // A GET cannot carry a body (fetch refuses to send one): its bad input is the path and the query.
      const body = operation.method === 'get' ? { kind: 'none' as const } : input.body;
      const response = await identity.request(operation.method.toUpperCase(), url, {
        headers: input.headers,
        ...(body.kind === 'json'
          ? { body: JSON.stringify(body.value), contentType: 'application/json' }
          : {}),
        ...(body.kind === 'raw' ? { body: body.text, contentType: body.contentType } : {}),
      });
      const text = await response.text();
      // `..` and `%2e%2e` segments are resolved by the URL parser: such a call reaches another path (the site's
      // HTML 404 outside /api), not this route; it must still not fail, but the JSON error shape is the API's.
      const pathname = new URL(url, baseUrl).pathname;
      const routed =
        pathname.startsWith('/api/') ||
        new RegExp(`^${operation.path.replace(/:\w+/g, '[^/]+')}$`).test(pathname);
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        text,
        routed,
      };
    }

    for (const operation of operations) {
      it(`${operation.method.toUpperCase()} ${operation.path}: ${INPUTS_PER_ROUTE} bad inputs, no 5xx, one error shape`, async () => {
        await restoreFixtures();
        const identity = await identityFor(operation.access);
        let inputs = 0;
        await fc.assert(
          fc.asyncProperty(
            fc.array(
              badRequest({
                pathParams: operation.pathParams,
                queryNames: operation.queryNames,
                bodyNames: operation.bodyNames,
                real,
                idempotencyKey: operation.path.endsWith('/rsvp'),
              }),
              { minLength: BATCH, maxLength: BATCH },
            ),
            async (batch) => {
              inputs += batch.length;
              const answers = await Promise.all(batch.map((input) => send(identity, operation, input)));
              answers.forEach((answer, index) => {
                const input = batch[index] as BadRequest;
                const failure = describeFailure(operation, input, answer.status, answer.text);
                expect(answer.status, failure).toBeLessThan(500);
                if (answer.status >= 400 && answer.routed) {
                  expect(answer.contentType, failure).toMatch(/^application\/json/);
                  expect(isErrorShape(JSON.parse(answer.text)), failure).toBe(true);
                }
              });
            },
          ),
          { numRuns: RUNS, endOnFailure: true },
        );
        expect(inputs).toBeGreaterThanOrEqual(INPUTS_PER_ROUTE);
        totalInputs += inputs;
      }, 120_000);
    }

    it(`fuzzed every route of shard ${shard}`, () => {
      expect(totalInputs).toBeGreaterThanOrEqual(operations.length * INPUTS_PER_ROUTE);
    });
  });
}
