import { apiContract, contractProcedures, type RouteMeta } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../src/http/route-list.js';
import { expressPath } from '../src/http/serve-route.js';
import {
  type CreatedWedding,
  TEST_DATABASES,
  type TestClient,
  type TestContext,
  type TestResponse,
} from './harness.js';
import { withTestContext } from './support/with-test-context.js';

/**
 * Who may call a route:
 * - public: anyone (an auth gate never answers);
 * - user: any signed-in user (anonymous 401);
 * - member: members of the wedding and admins (anonymous 401; a non-member gets 404 weddingNotFound, like a
 *   missing wedding);
 * - admin: admin or superadmin (anonymous 401; others 403);
 * - superadmin: superadmin only (anonymous 401; admins and others 403);
 * - guest: public-site routes that need the access-code grant or a member session (anonymous and
 *   non-members without a grant 401).
 */
type Access = 'public' | 'user' | 'member' | 'admin' | 'superadmin' | 'guest';
type Role = 'anonymous' | 'nonMember' | 'member' | 'admin' | 'superadmin';
type Row = {
  access: Access;
  /** Request body; a function receives the fixture wedding. Most rows send nothing (a 400 still proves the gate opened). */
  body?: unknown | ((wedding: CreatedWedding, ctx: TestContext) => unknown);
  /** The call changes the caller's cookies (logout, access grant): run it with freshly signed-in clients. */
  fresh?: boolean;
};

/** Every route of the app. The test fails when a registered route is missing here, or a row has no route. */
const HAND_WRITTEN: Record<string, Row> = {
  // --- API-A: health, auth, passkeys, weddings, settings, members, public site
  'GET /api/health': { access: 'public' },
  'POST /api/auth/register': { access: 'public' },
  'POST /api/auth/login': { access: 'public' },
  'POST /api/auth/logout': { access: 'public', fresh: true },
  'GET /api/auth/me': { access: 'user' },
  'PATCH /api/auth/me': { access: 'user' },
  'GET /api/auth/session': { access: 'public' },
  'GET /api/auth/csrf': { access: 'public' },
  'GET /api/webauthn/challenge-instant': { access: 'user' },
  'POST /api/webauthn/register-instant': { access: 'user' },
  'GET /api/webauthn/login-options': { access: 'public' },
  'POST /api/webauthn/login': { access: 'public' },
  'POST /api/weddings/check-slug': { access: 'user' },
  'POST /api/weddings': { access: 'user' },
  'GET /api/weddings': { access: 'user' },
  'GET /api/weddings/:weddingId': { access: 'member' },
  'PUT /api/weddings/:weddingId': { access: 'member' },
  'PUT /api/weddings/:weddingId/info': { access: 'member' },
  'PUT /api/weddings/:weddingId/slug': { access: 'member' },
  'PUT /api/weddings/:weddingId/access-code': { access: 'member' },
  'POST /api/weddings/:weddingId/access-code': { access: 'member' },
  'GET /api/weddings/:weddingId/locations': { access: 'member' },
  'POST /api/weddings/:weddingId/locations': { access: 'member' },
  'PATCH /api/weddings/:weddingId/locations/:locationId': { access: 'member' },
  'DELETE /api/weddings/:weddingId/locations/:locationId': { access: 'member' },
  'GET /api/weddings/:weddingId/members': { access: 'member' },
  'DELETE /api/weddings/:weddingId/members/:userId': { access: 'member' },
  'POST /api/public/weddings/:slug/access': {
    access: 'public',
    // Fresh clients: a grant on the shared anonymous client would open the guest rows.
    fresh: true,
    // The current code: an earlier row regenerates it.
    body: async (w: CreatedWedding, c: TestContext) => ({
      accessCode: (await c.prisma.wedding.findUniqueOrThrow({ where: { id: w.id } })).accessCode,
    }),
  },
  'GET /api/public/weddings/:slug/card': { access: 'public' },
  'GET /api/public/demo': { access: 'public' },
  'GET /api/public/weddings/:slug': { access: 'guest' },
  'POST /api/public/weddings/:slug/rsvp': { access: 'guest' },
  'GET /api/weddings/:weddingId/rsvps': { access: 'member' },
  'POST /api/public/weddings/:slug/logout': { access: 'public', fresh: true },
  'GET /api/public/weddings/:slug/events/:eventId/calendar.ics': { access: 'guest' },
  // --- API-B: guests, gallery, uploads, admin
  'GET /api/weddings/:weddingId/guests': { access: 'member' },
  'GET /api/weddings/:weddingId/guests/export': { access: 'member' },
  'POST /api/weddings/:weddingId/guests': { access: 'member' },
  'POST /api/weddings/:weddingId/guests/group': { access: 'member' },
  'DELETE /api/weddings/:weddingId/guests/group': { access: 'member' },
  'PUT /api/weddings/:weddingId/guests/:guestId': { access: 'member' },
  'DELETE /api/weddings/:weddingId/guests/:guestId': { access: 'member' },
  // --- guest management: list projection, import, a guest's history, the RSVP desk and deadline
  'GET /api/weddings/:weddingId/guests/rows': { access: 'member' },
  'POST /api/weddings/:weddingId/guests/import': { access: 'member' },
  'POST /api/weddings/:weddingId/guests/import/sheet': { access: 'member' },
  'GET /api/weddings/:weddingId/guests/:guestId': { access: 'member' },
  'GET /api/weddings/:weddingId/guests/:guestId/history': { access: 'member' },
  'GET /api/weddings/:weddingId/rsvp-desk': { access: 'member' },
  'PUT /api/weddings/:weddingId/rsvp-deadline': { access: 'member' },
  'PUT /api/weddings/:weddingId/rsvps/:rsvpId/guest': { access: 'member' },
  'GET /api/weddings/:weddingId/gallery': { access: 'member' },
  'POST /api/weddings/:weddingId/gallery/upload': { access: 'member' },
  'PATCH /api/weddings/:weddingId/gallery/assign-background': { access: 'member' },
  'DELETE /api/weddings/:weddingId/gallery/assign-background': { access: 'member' },
  'POST /api/weddings/:weddingId/gallery/:imageId/tags': { access: 'member' },
  'DELETE /api/weddings/:weddingId/gallery/:imageId/tags': { access: 'member' },
  'DELETE /api/weddings/:weddingId/gallery/:imageId': { access: 'member' },
  'GET /uploads/:key': { access: 'public' },
  'GET /api/admin/weddings': { access: 'admin' },
  'PATCH /api/admin/weddings/:weddingId': { access: 'admin' },
  'GET /api/admin/customers': { access: 'admin' },
  'GET /api/admin/gallery': { access: 'admin' },
  'GET /api/admin/locations': { access: 'admin' },
  'GET /api/admin/analytics': { access: 'admin' },
  'GET /api/admin/recent-activity': { access: 'admin' },
  'POST /api/admin/weddings': { access: 'admin' },
  'GET /api/admin/weddings/:weddingId': { access: 'admin' },
  'GET /api/admin/calendar': { access: 'admin' },
  'POST /api/admin/customers': { access: 'admin' },
  'GET /api/admin/customers/:customerId': { access: 'admin' },
  'PATCH /api/admin/customers/:customerId/role': { access: 'superadmin' },
  'GET /api/admin/gallery/albums': { access: 'admin' },
  'POST /api/admin/gallery/upload': { access: 'admin' },
  'DELETE /api/admin/gallery/:imageId': { access: 'admin' },
  'POST /api/admin/locations': { access: 'admin' },
  'GET /api/admin/analytics/series': { access: 'admin' },
  'GET /api/admin/audit': { access: 'admin' },
  'GET /api/admin/database': { access: 'admin' },
  'GET /api/admin/database/backup': { access: 'superadmin' },
  'GET /api/admin/settings': { access: 'admin' },
  'PATCH /api/admin/settings': { access: 'superadmin' },
  'GET /api/admin/messages': { access: 'admin' },
  'GET /api/admin/messages/unread-count': { access: 'admin' },
  'PATCH /api/admin/messages/:messageId': { access: 'admin' },
  'POST /api/admin/messages/:messageId/replies': { access: 'admin' },
  // --- trust: privacy, the guest's own RSVP, the API reference
  'GET /api/account/export': { access: 'user' },
  'DELETE /api/account': { access: 'user' },
  'DELETE /api/weddings/:weddingId': { access: 'member' },
  'GET /api/public/weddings/:slug/rsvps/mine': { access: 'guest' },
  'DELETE /api/public/weddings/:slug/rsvps/mine/:rsvpId': { access: 'guest' },
  'GET /api/public/rsvps/:token': { access: 'public' },
  'DELETE /api/public/rsvps/:token': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/reference': { access: 'public' },
  'GET /api/reference/init.js': { access: 'public' },
  // --- couple dashboard part 2: site content, account security, member invitations, messages to staff
  'GET /api/weddings/:weddingId/content': { access: 'member' },
  'PUT /api/weddings/:weddingId/content': { access: 'member' },
  'GET /api/weddings/:weddingId/schedule': { access: 'member' },
  'POST /api/weddings/:weddingId/schedule': { access: 'member' },
  'PUT /api/weddings/:weddingId/schedule/:eventId': { access: 'member' },
  'DELETE /api/weddings/:weddingId/schedule/:eventId': { access: 'member' },
  'GET /api/weddings/:weddingId/accommodations': { access: 'member' },
  'POST /api/weddings/:weddingId/accommodations': { access: 'member' },
  'PUT /api/weddings/:weddingId/accommodations/:accommodationId': { access: 'member' },
  'DELETE /api/weddings/:weddingId/accommodations/:accommodationId': { access: 'member' },
  'POST /api/auth/password': { access: 'user' },
  'GET /api/auth/passkeys': { access: 'user' },
  'GET /api/auth/passkeys/options': { access: 'user' },
  'POST /api/auth/passkeys': { access: 'user' },
  'DELETE /api/auth/passkeys/:credentialId': { access: 'user' },
  'GET /api/weddings/:weddingId/invitations': { access: 'member' },
  'POST /api/weddings/:weddingId/invitations': { access: 'member' },
  'DELETE /api/weddings/:weddingId/invitations/:invitationId': { access: 'member' },
  'GET /api/invitations/:token': { access: 'public' },
  'GET /api/invitations/:token/passkey-options': { access: 'public' },
  'POST /api/invitations/:token/accept': { access: 'public', fresh: true },
  'POST /api/invitations/:token/join': { access: 'user' },
  'GET /api/messages': { access: 'user' },
  'POST /api/messages': { access: 'user' },
  // --- theme studio: named theme versions, theme timing analytics
  'GET /api/weddings/:weddingId/theme-versions': { access: 'member' },
  'POST /api/weddings/:weddingId/theme-versions': { access: 'member' },
  'DELETE /api/weddings/:weddingId/theme-versions/:versionId': { access: 'member' },
  'POST /api/weddings/:weddingId/analytics/theme-timing': { access: 'member' },
};

/**
 * The endpoints of @wedding/core's contract declare who may call them; these rows hold the server to it. A token
 * route has no gate (its secret is in the path): it answers everyone like a public one.
 */
const FROM_CONTRACT: Record<string, Row> = Object.fromEntries(
  contractProcedures(apiContract).map(({ '~orpc': { route, meta } }) => {
    const { access } = meta as RouteMeta;
    return [
      `${route.method} ${expressPath(route.path ?? '')}`,
      { access: access === 'token' ? 'public' : access },
    ];
  }),
);

const TABLE: Record<string, Row> = { ...HAND_WRITTEN, ...FROM_CONTRACT };

const ROLES: Role[] = ['anonymous', 'nonMember', 'member', 'admin', 'superadmin'];
/** Field names used by the write routes, for the hostile-body sweep. */
const WRONG_TYPE_FIELDS = [
  'username',
  'password',
  'name',
  'partner1Name',
  'partner2Name',
  'weddingDate',
  'slug',
  'locale',
  'customization',
  'version',
  'isActive',
  'brideName',
  'groomName',
  'accessCode',
  'type',
  'address',
  'city',
  'postalCode',
  'country',
  'phone',
  'email',
  'attendanceStatus',
  'numberOfGuests',
  'guests',
  'message',
  'attestationResponse',
  'challenge',
  'weddingId',
  'invitingUserId',
  'response',
  'firstName',
  'lastName',
  'category',
  'side',
  'priority',
  'imageId',
  'page',
  'opacity',
  'position',
  'size',
  'tag',
  'primaryGuestId',
  'companionGuestIds',
  'guestId',
  'isPremium',
  // couple dashboard part 2
  'welcomeText',
  'title',
  'day',
  'time',
  'amenities',
  'currentPassword',
  'newPassword',
  'kind',
  'body',
  // theme studio
  'samples',
];
/** An id of the right form that names nothing, for the secondary path parameters. */
const MISSING_ID = 'cmissing0000000000000000';

type Outcome = 'allowed' | 401 | 403 | 'weddingNotFound';

function expectedOutcome(access: Access, role: Role): Outcome {
  switch (access) {
    case 'public':
      return 'allowed';
    case 'user':
      return role === 'anonymous' ? 401 : 'allowed';
    case 'member':
      if (role === 'anonymous') return 401;
      return role === 'nonMember' ? 'weddingNotFound' : 'allowed';
    case 'admin':
      if (role === 'anonymous') return 401;
      return role === 'admin' || role === 'superadmin' ? 'allowed' : 403;
    case 'superadmin':
      if (role === 'anonymous') return 401;
      return role === 'superadmin' ? 'allowed' : 403;
    case 'guest':
      return role === 'anonymous' || role === 'nonMember' ? 401 : 'allowed';
  }
}

function fillPath(path: string, wedding: CreatedWedding): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    if (name === 'weddingId') return wedding.id;
    if (name === 'slug') return wedding.slug;
    if (name === 'key') return 'missing-file.webp';
    return MISSING_ID;
  });
}

function isAuthFailure(res: TestResponse): boolean {
  return (
    res.status === 401 || res.status === 403 || (res.status === 404 && res.body?.error === 'weddingNotFound')
  );
}

describe.each(TEST_DATABASES)(
  'authorization: every route x {anonymous, non-member, member, admin} (%s)',
  (db) => {
    let ctx: TestContext;
    let wedding: CreatedWedding;
    const clients = new Map<Role, TestClient>();

    async function signIn(role: Role): Promise<TestClient> {
      if (role === 'anonymous') return ctx.client();
      const { client, user } = await ctx.loginAs(role === 'admin' || role === 'superadmin' ? role : 'user');
      if (role === 'member')
        // The couple: this table is about the membership gate; the role x route matrix covers the other roles.
        await ctx.prisma.weddingMember.create({
          data: { weddingId: wedding.id, userId: user.id, role: 'owner' },
        });
      return client;
    }

    withTestContext(db, async (created) => {
      ctx = created;
      const owner = await ctx.createUser();
      // Premium, so premium-gated routes (gallery) open for members too.
      wedding = await ctx.createWedding({ memberIds: [owner.id], isPremium: true });
      for (const role of ROLES) clients.set(role, await signIn(role));
    });

    it('the table lists exactly the routes registered in the app', () => {
      const router = (ctx.app as unknown as { router: Parameters<typeof listRoutes>[0] }).router;
      const registered = listRoutes(router).map((route) => `${route.method} ${route.path}`);
      expect(registered.length).toBeGreaterThan(40);
      const missingFromTable = registered.filter((key) => !(key in TABLE));
      const notRegistered = Object.keys(TABLE).filter((key) => !registered.includes(key));
      expect(missingFromTable, 'routes without an authorization row').toEqual([]);
      expect(notRegistered, 'rows without a registered route').toEqual([]);
    });

    for (const [key, row] of Object.entries(TABLE)) {
      it(`${key} (${row.access})`, async () => {
        const [method, path] = key.split(' ') as [string, string];
        for (const role of ROLES) {
          const client = row.fresh ? await signIn(role) : (clients.get(role) as TestClient);
          const url = fillPath(path, wedding);
          const body = typeof row.body === 'function' ? await row.body(wedding, ctx) : row.body;
          const res =
            method === 'GET'
              ? await client.get(url)
              : await client.send(method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete', url, body);
          const expected = expectedOutcome(row.access, role);
          const context = `${key} as ${role}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`;
          expect(res.status, context).toBeLessThan(500);
          if (expected === 'allowed') expect(isAuthFailure(res), context).toBe(false);
          else if (expected === 'weddingNotFound')
            expect(res.body, context).toEqual({ error: 'weddingNotFound' });
          else expect(res.status, context).toBe(expected);
        }
      });
    }

    /** Hostile bodies every write route must answer with a 4xx (or a success), never a 5xx. */
    const HOSTILE_BODIES: { name: string; body: string }[] = [
      { name: 'malformed JSON', body: '{"name": "x", ' },
      { name: 'a JSON array', body: '[1, 2, 3]' },
      { name: 'JSON null', body: 'null' },
      {
        name: 'wrong types everywhere',
        body: JSON.stringify(Object.fromEntries(WRONG_TYPE_FIELDS.map((field) => [field, { nested: [1] }]))),
      },
      {
        name: 'huge strings',
        body: JSON.stringify(
          Object.fromEntries(WRONG_TYPE_FIELDS.map((field) => [field, 'x'.repeat(20_000)])),
        ),
      },
    ];

    for (const [key, row] of Object.entries(TABLE)) {
      const [method, path] = key.split(' ') as [string, string];
      if (method === 'GET' || key === 'POST /api/auth/logout') continue;
      it(`${key}: hostile bodies answer 4xx, never 5xx`, async () => {
        const client = clients.get(
          row.access === 'admin' || row.access === 'superadmin' ? 'superadmin' : 'member',
        ) as TestClient;
        const token = await client.ensureCsrf();
        for (const { name, body } of HOSTILE_BODIES) {
          const res = await client.raw[method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete'](
            fillPath(path, wedding),
          )
            .set({ 'Content-Type': 'application/json', 'X-CSRF-Token': token })
            .send(body);
          expect(
            res.status,
            `${key} with ${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
          ).toBeLessThan(500);
        }
      });
    }
  },
);
