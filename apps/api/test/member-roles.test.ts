import { MEMBER_ROLES, type MemberRole, type MemberRouteAction, memberMay } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/openapi/build-openapi-document.js';
import { type CreatedWedding, TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

/**
 * What each operation that changes a wedding needs, written out here on purpose: the API document publishes the
 * same (x-member-action) and the server enforces it; this table holds both to the product's decision. Every GET
 * is a read, open to every member. A new route under /api/weddings/{weddingId} fails the first test until it has
 * a row here.
 */
const ACTION_BY_OPERATION: Record<string, MemberRouteAction> = {
  'PUT /api/weddings/{weddingId}': 'editWedding',
  'PATCH /api/weddings/{weddingId}': 'editWedding',
  'DELETE /api/weddings/{weddingId}': 'deleteWedding',
  'PUT /api/weddings/{weddingId}/info': 'editWedding',
  'PUT /api/weddings/{weddingId}/slug': 'editWedding',
  'PUT /api/weddings/{weddingId}/custom-domain': 'editWedding',
  'PUT /api/weddings/{weddingId}/access-code': 'editWedding',
  'POST /api/weddings/{weddingId}/access-code': 'editWedding',
  'POST /api/weddings/{weddingId}/locations': 'editWedding',
  'PATCH /api/weddings/{weddingId}/locations/{locationId}': 'editWedding',
  'DELETE /api/weddings/{weddingId}/locations/{locationId}': 'editWedding',
  'PUT /api/weddings/{weddingId}/content': 'editWedding',
  'POST /api/weddings/{weddingId}/schedule': 'editWedding',
  'PUT /api/weddings/{weddingId}/schedule/{eventId}': 'editWedding',
  'DELETE /api/weddings/{weddingId}/schedule/{eventId}': 'editWedding',
  'POST /api/weddings/{weddingId}/accommodations': 'editWedding',
  'PUT /api/weddings/{weddingId}/accommodations/{accommodationId}': 'editWedding',
  'DELETE /api/weddings/{weddingId}/accommodations/{accommodationId}': 'editWedding',
  'POST /api/weddings/{weddingId}/gallery/upload': 'editWedding',
  'PATCH /api/weddings/{weddingId}/gallery/assign-background': 'editWedding',
  'DELETE /api/weddings/{weddingId}/gallery/assign-background': 'editWedding',
  'POST /api/weddings/{weddingId}/gallery/{imageId}/tags': 'editWedding',
  'DELETE /api/weddings/{weddingId}/gallery/{imageId}/tags': 'editWedding',
  'DELETE /api/weddings/{weddingId}/gallery/{imageId}': 'editWedding',
  'POST /api/weddings/{weddingId}/theme-versions': 'editWedding',
  'DELETE /api/weddings/{weddingId}/theme-versions/{versionId}': 'editWedding',
  'POST /api/weddings/{weddingId}/analytics/theme-timing': 'editWedding',
  'POST /api/weddings/{weddingId}/mail/preview': 'editWedding',
  'POST /api/weddings/{weddingId}/mail/send': 'editWedding',
  'PUT /api/weddings/{weddingId}/mail/settings': 'editWedding',
  'POST /api/weddings/{weddingId}/outbox/retry': 'editWedding',
  'POST /api/weddings/{weddingId}/outbox/{messageId}/retry': 'editWedding',
  'POST /api/weddings/{weddingId}/guests': 'editGuestList',
  'PUT /api/weddings/{weddingId}/guests/{guestId}': 'editGuestList',
  'DELETE /api/weddings/{weddingId}/guests/{guestId}': 'editGuestList',
  'POST /api/weddings/{weddingId}/guests/group': 'editGuestList',
  'DELETE /api/weddings/{weddingId}/guests/group': 'editGuestList',
  'POST /api/weddings/{weddingId}/guests/import': 'editGuestList',
  'POST /api/weddings/{weddingId}/guests/import/sheet': 'editGuestList',
  'PUT /api/weddings/{weddingId}/rsvp-deadline': 'editGuestList',
  'PUT /api/weddings/{weddingId}/rsvps/{rsvpId}/guest': 'editGuestList',
  'POST /api/weddings/{weddingId}/households/{householdId}/link': 'editGuestList',
  'PUT /api/weddings/{weddingId}/households/{householdId}/locale': 'editGuestList',
  'POST /api/weddings/{weddingId}/seating/tables': 'editGuestList',
  'PUT /api/weddings/{weddingId}/seating/tables/{tableId}': 'editGuestList',
  'DELETE /api/weddings/{weddingId}/seating/tables/{tableId}': 'editGuestList',
  'POST /api/weddings/{weddingId}/seating/seats': 'editGuestList',
  'POST /api/weddings/{weddingId}/seating/notes': 'editGuestList',
  'DELETE /api/weddings/{weddingId}/seating/notes/{noteId}': 'editGuestList',
  'PUT /api/weddings/{weddingId}/seating/guests/{guestId}/child': 'editGuestList',
  'POST /api/weddings/{weddingId}/gifts': 'editGuestList',
  'PUT /api/weddings/{weddingId}/gifts/{giftId}': 'editGuestList',
  'DELETE /api/weddings/{weddingId}/gifts/{giftId}': 'editGuestList',
  'POST /api/weddings/{weddingId}/invitations': 'manageMembers',
  'DELETE /api/weddings/{weddingId}/invitations/{invitationId}': 'manageMembers',
  'DELETE /api/weddings/{weddingId}/members/{userId}': 'manageMembers',
  'PATCH /api/weddings/{weddingId}/members/{userId}': 'manageMembers',
};

type Operation = { key: string; method: string; path: string; documentedAction: unknown };

/** Every operation of the API document about one wedding. */
function weddingOperations(): Operation[] {
  const document = buildOpenApiDocument() as unknown as {
    paths: Record<string, Record<string, { 'x-member-action'?: unknown }>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path === '/api/weddings/{weddingId}' || path.startsWith('/api/weddings/{weddingId}/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        documentedAction: operation['x-member-action'],
      })),
    );
}

const expectedAction = (operation: Operation): MemberRouteAction | undefined =>
  operation.method === 'GET' ? 'read' : ACTION_BY_OPERATION[operation.key];

/** An id of the right form that names nothing, for the path's other parameters. */
const MISSING_ID = 'cmissing0000000000000000';

const fillPath = (path: string, weddingId: string) =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'weddingId' ? weddingId : MISSING_ID));

type Caller = MemberRole | 'stranger';

describe.each(TEST_DATABASES)('member roles: every wedding route x every role and a stranger (%s)', (db) => {
  let ctx: TestContext;
  let wedding: CreatedWedding;
  const clients = new Map<Caller, TestClient>();
  const userIds = new Map<Caller, string>();

  withTestContext(db, async (created) => {
    ctx = created;
    const couple = await ctx.createUser();
    // Premium, so the gallery's premium gate does not answer before the role check is seen.
    wedding = await ctx.createWedding({ memberIds: [couple.id], isPremium: true });
    for (const role of MEMBER_ROLES) {
      const { client, user } = await ctx.loginAs('user');
      await ctx.prisma.weddingMember.create({
        data: {
          weddingId: wedding.id,
          userId: user.id,
          role,
          side: role === 'sideEditor' ? 'partner1' : null,
        },
      });
      clients.set(role, client);
      userIds.set(role, user.id);
    }
    const stranger = await ctx.loginAs('user');
    clients.set('stranger', stranger.client);
    userIds.set('stranger', stranger.user.id);
  });

  const operations = weddingOperations();

  it('knows the action of every operation, and the document publishes the same', () => {
    expect(operations.length).toBeGreaterThan(60);
    const unclassified = operations.filter((operation) => expectedAction(operation) === undefined);
    expect(
      unclassified.map((operation) => operation.key),
      'operations without a row in ACTION_BY_OPERATION',
    ).toEqual([]);
    const stale = Object.keys(ACTION_BY_OPERATION).filter(
      (key) => !operations.some((operation) => operation.key === key),
    );
    expect(stale, 'rows without an operation').toEqual([]);
    for (const operation of operations) {
      expect(operation.documentedAction, operation.key).toBe(expectedAction(operation));
    }
  });

  for (const operation of operations) {
    it(operation.key, async () => {
      const action = expectedAction(operation) ?? 'deleteWedding';
      const url = fillPath(operation.path, wedding.id);
      for (const caller of [...MEMBER_ROLES, 'stranger'] as const) {
        const client = clients.get(caller) as TestClient;
        // No body: a member who passes the role check gets a 4xx about the request itself (or a harmless success).
        const res =
          operation.method === 'GET'
            ? await client.get(url)
            : await client.send(operation.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete', url);
        const context = `${operation.key} as ${caller}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
        expect(res.status, context).toBeLessThan(500);
        if (caller === 'stranger') {
          expect(res.status, context).toBe(404);
          expect(res.body, context).toEqual({ error: 'weddingNotFound' });
        } else if (memberMay(caller, action)) {
          expect(res.status === 403 && res.body?.error === 'memberRoleForbidden', context).toBe(false);
          expect(res.status === 404 && res.body?.error === 'weddingNotFound', context).toBe(false);
          expect(res.status, context).not.toBe(401);
        } else {
          expect(res.status, context).toBe(403);
          expect(res.body, context).toEqual({ error: 'memberRoleForbidden' });
        }
      }
    });
  }
});

describe.each(TEST_DATABASES)('member roles in use (%s)', (db) => {
  let ctx: TestContext;

  withTestContext(db, (created) => {
    ctx = created;
  });

  /** A wedding with its couple and one more member of `role`, signed in. */
  async function weddingWith(role: MemberRole, side: 'partner1' | 'partner2' | null = null) {
    const couple = await ctx.loginAs('user');
    const other = await ctx.loginAs('user');
    const wedding = await ctx.createWedding({ memberIds: [couple.user.id], isPremium: true });
    await ctx.prisma.weddingMember.create({
      data: { weddingId: wedding.id, userId: other.user.id, role, side },
    });
    const base = `/api/weddings/${wedding.id}`;
    return { wedding, base, couple, other };
  }

  async function addGuest(client: TestClient, base: string, name: string, side: string) {
    const res = await client.post(`${base}/guests`, { name, side });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as string;
  }

  it('a side editor changes guests of their own side only, and cannot move one to the other side', async () => {
    const { base, couple, other } = await weddingWith('sideEditor', 'partner1');
    const theirs = await addGuest(couple.client, base, 'Oma Hilde', 'partner1');
    const others = await addGuest(couple.client, base, 'Onkel Paul', 'partner2');
    const editor = other.client;

    expect((await editor.post(`${base}/guests`, { name: 'Tante Inge', side: 'partner1' })).status).toBe(201);
    const refusals = [
      await editor.post(`${base}/guests`, { name: 'Cousin Max', side: 'partner2' }),
      await editor.post(`${base}/guests`, { name: 'Both Sides' }),
      await editor.put(`${base}/guests/${others}`, { notes: 'changed' }),
      await editor.put(`${base}/guests/${theirs}`, { side: 'partner2' }),
      await editor.delete(`${base}/guests/${others}`),
      await editor.post(`${base}/guests/group`, { primaryGuestId: theirs, companionGuestIds: [others] }),
    ];
    for (const res of refusals) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body).toEqual({ error: 'guestSideForbidden' });
    }
    const unchanged = await ctx.prisma.guest.findUniqueOrThrow({ where: { id: theirs } });
    expect(unchanged.side).toBe('partner1');
    expect((await ctx.prisma.guest.findUniqueOrThrow({ where: { id: others } })).notes ?? '').toBe('');

    expect((await editor.put(`${base}/guests/${theirs}`, { notes: 'allergic to nuts' })).status).toBe(200);
    expect((await editor.delete(`${base}/guests/${theirs}`)).status).toBe(200);
    // Reading stays open: the whole list, both sides.
    expect((await editor.get(`${base}/guests/${others}`)).status).toBe(200);
  });

  it("a side editor's import refuses the rows of the other side, row by row", async () => {
    const { base, other } = await weddingWith('sideEditor', 'partner2');
    await other.client.ensureCsrf();
    const document = {
      rows: [
        { name: 'Kept Guest', side: 'partner2' },
        { name: 'Other Side', side: 'partner1' },
      ],
    };
    const res = await other.client.raw
      .post(`${base}/guests/import`)
      .set({ 'X-CSRF-Token': other.client.csrfToken ?? '', 'Accept-Language': 'en' })
      .attach('import', Buffer.from(JSON.stringify(document)), {
        filename: 'import.json',
        contentType: 'application/json',
      });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ created: 1, rejected: 1 });
    expect(res.body.rows[1]).toMatchObject({
      outcome: 'reject',
      reasons: [{ field: 'side', message: 'You may only add, change or remove guests of your own side.' }],
    });
  });

  it('each wedding tells the signed-in person their own role, so the dashboard can mirror it', async () => {
    const { wedding, base, couple, other } = await weddingWith('sideEditor', 'partner2');
    const listed = await other.client.get('/api/weddings');
    expect(listed.body.weddings).toEqual([
      expect.objectContaining({ id: wedding.id, access: { role: 'sideEditor', side: 'partner2' } }),
    ]);
    const detail = await couple.client.get(base);
    expect(detail.body.wedding.access).toEqual({ role: 'owner', side: null });
    const admin = await ctx.loginAs('admin');
    expect((await admin.client.get(base)).body.wedding.access).toBeNull();
  });

  it('a guest-list editor changes guests of every side but not the site', async () => {
    const { base, couple, other } = await weddingWith('guestEditor');
    const guest = await addGuest(couple.client, base, 'Onkel Paul', 'partner2');
    expect((await other.client.put(`${base}/guests/${guest}`, { notes: 'table 3' })).status).toBe(200);
    const refused = await other.client.put(`${base}/info`, { locale: 'de', brideName: 'X', groomName: 'Y' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'memberRoleForbidden' });
  });

  it("the owner changes a member's role; the member list shows it; others may not", async () => {
    const { wedding, base, couple, other } = await weddingWith('coPlanner');
    const members = async () =>
      (await couple.client.get(`${base}/members`)).body.members as { user: { id: string }; role: string }[];
    expect((await members()).map((member) => member.role)).toEqual(['owner', 'coPlanner']);

    const refused = await other.client.patch(`${base}/members/${couple.user.id}`, { role: 'viewer' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'memberRoleForbidden' });

    const missingSide = await couple.client.patch(`${base}/members/${other.user.id}`, { role: 'sideEditor' });
    expect(missingSide.status).toBe(400);
    const changed = await couple.client.patch(`${base}/members/${other.user.id}`, {
      role: 'sideEditor',
      side: 'partner2',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.member).toMatchObject({
      user: { id: other.user.id },
      role: 'sideEditor',
      side: 'partner2',
    });
    const stored = await ctx.prisma.weddingMember.findUniqueOrThrow({
      where: { weddingId_userId: { weddingId: wedding.id, userId: other.user.id } },
    });
    expect(stored).toMatchObject({ role: 'sideEditor', side: 'partner2' });

    expect((await couple.client.patch(`${base}/members/${'c'.repeat(25)}`, { role: 'viewer' })).status).toBe(
      404,
    );
  });

  it('the last owner can neither step down nor be removed; with a second owner both work', async () => {
    const { base, couple, other } = await weddingWith('coPlanner');
    const stepDown = await couple.client.patch(`${base}/members/${couple.user.id}`, { role: 'viewer' });
    expect(stepDown.status).toBe(409);
    expect(stepDown.body).toEqual({ error: 'lastOwnerRequired' });
    const removeSelf = await couple.client.delete(`${base}/members/${couple.user.id}`);
    expect(removeSelf.status).toBe(409);
    expect(removeSelf.body).toEqual({ error: 'lastOwnerRequired' });

    expect((await couple.client.patch(`${base}/members/${other.user.id}`, { role: 'owner' })).status).toBe(
      200,
    );
    expect((await couple.client.patch(`${base}/members/${couple.user.id}`, { role: 'viewer' })).status).toBe(
      200,
    );
    // A viewer now: managing members is no longer theirs.
    const refused = await couple.client.delete(`${base}/members/${other.user.id}`);
    expect(refused.status).toBe(403);
    expect((await other.client.delete(`${base}/members/${couple.user.id}`)).status).toBe(204);
  });

  it('an invitation carries the role the owner chose, and joining grants it', async () => {
    const { wedding, base, couple } = await weddingWith('viewer');
    const made = await couple.client.post(`${base}/invitations`, { role: 'sideEditor', side: 'partner1' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.invitation).toMatchObject({ role: 'sideEditor', side: 'partner1' });
    const listed = await couple.client.get(`${base}/invitations`);
    expect(listed.body.invitations).toEqual([made.body.invitation]);

    const parent = await ctx.loginAs('user');
    const joined = await parent.client.post(`/api/invitations/${made.body.token}/join`);
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const membership = await ctx.prisma.weddingMember.findUniqueOrThrow({
      where: { weddingId_userId: { weddingId: wedding.id, userId: parent.user.id } },
    });
    expect(membership).toMatchObject({ role: 'sideEditor', side: 'partner1' });

    const withoutSide = await couple.client.post(`${base}/invitations`, { role: 'sideEditor' });
    expect(withoutSide.status).toBe(400);
  });

  it('every member may leave, but only the owner removes others', async () => {
    const { wedding, base, couple, other } = await weddingWith('viewer');
    const refused = await other.client.delete(`${base}/members/${couple.user.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'memberRoleForbidden' });
    expect((await other.client.delete(`${base}/members/${other.user.id}`)).status).toBe(204);
    expect(await ctx.prisma.weddingMember.count({ where: { weddingId: wedding.id } })).toBe(1);
  });

  it('when the last owner deletes their account, the longest-standing member takes over', async () => {
    const { wedding, couple, other } = await weddingWith('sideEditor', 'partner1');
    const gone = await couple.client.delete('/api/account', { confirmUsername: couple.user.username });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const heir = await ctx.prisma.weddingMember.findUniqueOrThrow({
      where: { weddingId_userId: { weddingId: wedding.id, userId: other.user.id } },
    });
    expect(heir).toMatchObject({ role: 'owner', side: null });
  });

  it('a co-planner may not invite, and staff keep their access', async () => {
    const { base, other } = await weddingWith('coPlanner');
    const refused = await other.client.post(`${base}/invitations`, { role: 'viewer' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'memberRoleForbidden' });
    const admin = await ctx.loginAs('admin');
    expect((await admin.client.post(`${base}/invitations`, { role: 'viewer' })).status).toBe(201);
  });
});
