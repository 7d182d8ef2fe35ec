import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS } from '../src/routes/invitations.js';
import { TEST_DATABASES, TEST_PASSWORD, type TestClient, type TestContext } from './harness.js';
import { SoftAuthenticator } from './support/soft-authenticator.js';
import { withTestContext } from './support/with-test-context.js';

describe.each(TEST_DATABASES)('account, member invitations and messages to staff (%s)', (db) => {
  let ctx: TestContext;
  let clock = Date.now();
  withTestContext(db, (created) => {
    ctx = created;
    // The invitation tests move time forward; everything else sees the real clock.
    created.deps.now = () => new Date(clock);
  });

  async function signedInElsewhere(username: string, password = TEST_PASSWORD): Promise<TestClient> {
    const other = ctx.client();
    expect((await other.post('/api/auth/login', { username, password })).status).toBe(200);
    return other;
  }

  describe('password change', () => {
    it('needs the current password, then ends every other session and keeps this one', async () => {
      const { client, user } = await ctx.loginAs('user');
      const phone = await signedInElsewhere(user.username);
      const missing = await client.post('/api/auth/password', { newPassword: 'a brand new passphrase' });
      expect(missing.status).toBe(400);
      expect(missing.body.details).toEqual({ currentPassword: 'auth.currentPasswordRequired' });
      const wrong = await client.post('/api/auth/password', {
        currentPassword: 'not my password',
        newPassword: 'a brand new passphrase',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        error: 'currentPasswordWrong',
        details: { currentPassword: 'auth.currentPasswordWrong' },
      });
      const short = await client.post('/api/auth/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: 'short',
      });
      expect(short.status).toBe(400);
      expect(Object.keys(short.body.details)).toEqual(['newPassword']);

      const changed = await client.post('/api/auth/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: 'a brand new passphrase',
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toMatchObject({ user: { id: user.id, hasPassword: true }, endedSessions: 1 });
      expect((await phone.get('/api/auth/me')).status).toBe(401);
      expect((await client.get('/api/auth/me')).status).toBe(200);
      expect(
        (await ctx.client().post('/api/auth/login', { username: user.username, password: TEST_PASSWORD }))
          .status,
      ).toBe(401);
      await signedInElsewhere(user.username, 'a brand new passphrase');
    });
  });

  describe('passkeys of the account', () => {
    it('adds a passkey on this device, lists it, signs in with it, removes it', async () => {
      const { client, user } = await ctx.loginAs('user');
      const options = await client.get('/api/auth/passkeys/options');
      expect(options.status).toBe(200);
      expect(options.body.options).toMatchObject({ rp: { id: 'localhost' }, user: { name: user.username } });
      const authenticator = new SoftAuthenticator();
      const added = await client.post('/api/auth/passkeys', {
        attestationResponse: authenticator.attest(options.body.challenge),
        challenge: options.body.challenge,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body.passkey).toMatchObject({ id: authenticator.id, lastUsedAt: null });
      // The challenge was used up.
      const replay = await client.post('/api/auth/passkeys', {
        attestationResponse: authenticator.attest(options.body.challenge),
        challenge: options.body.challenge,
      });
      expect(replay.body.error).toBe('challengeInvalid');

      const device = ctx.client();
      const login = await device.get('/api/webauthn/login-options');
      const signedIn = await device.post('/api/webauthn/login', {
        response: authenticator.assert(login.body.challenge),
        challenge: login.body.challenge,
      });
      expect(signedIn.body.user.id).toBe(user.id);
      const listed = await client.get('/api/auth/passkeys');
      expect(listed.body.passkeys).toEqual([
        expect.objectContaining({ id: authenticator.id, lastUsedAt: expect.any(String) }),
      ]);

      // Someone else's passkey cannot be removed (it does not exist for them).
      const stranger = await ctx.loginAs('user');
      expect((await stranger.client.delete(`/api/auth/passkeys/${authenticator.id}`)).status).toBe(404);
      expect((await client.delete(`/api/auth/passkeys/${authenticator.id}`)).status).toBe(204);
      expect((await client.get('/api/auth/passkeys')).body.passkeys).toEqual([]);
      expect((await client.delete('/api/auth/passkeys/not*an*id')).status).toBe(404);
    });

    it('never removes the only way a passkey-only member signs in', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const { member, authenticator } = await inviteByLink(client, wedding.id, 'lena');
      expect(member.user.hasPassword).toBe(false);
      const lena = member.client;
      const res = await lena.delete(`/api/auth/passkeys/${authenticator.id}`);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('lastSignInMethod');
      // With a first password (no current one to give) the passkey may go.
      const first = await lena.post('/api/auth/password', { newPassword: 'lena has a password now' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect((await lena.delete(`/api/auth/passkeys/${authenticator.id}`)).status).toBe(204);
    });
  });

  async function inviteByLink(inviter: TestClient, weddingId: string, username: string) {
    const made = await inviter.post(`/api/weddings/${weddingId}/invitations`);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const token = made.body.token as string;
    const device = ctx.client();
    const options = await device.get(
      `/api/invitations/${token}/passkey-options?name=${encodeURIComponent('Lena K.')}&username=${username}`,
    );
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    const authenticator = new SoftAuthenticator();
    const accepted = await device.post(`/api/invitations/${token}/accept`, {
      name: 'Lena K.',
      username,
      attestationResponse: authenticator.attest(options.body.challenge),
      challenge: options.body.challenge,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    return { member: { client: device, user: accepted.body.user }, authenticator, token };
  }

  describe('invitation links', () => {
    it('the invited person joins on their own device with a passkey, once', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id], brideName: 'Mia', groomName: 'Noah' });
      const made = await client.post(`/api/weddings/${wedding.id}/invitations`);
      const token = made.body.token as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await client.get(`/api/weddings/${wedding.id}/invitations`)).body.invitations).toHaveLength(1);
      // Only the hash is stored.
      expect(JSON.stringify(await ctx.prisma.memberInvitation.findMany())).not.toContain(token);

      const visitor = ctx.client();
      const preview = await visitor.get(`/api/invitations/${token}`);
      expect(preview.body.invitation).toMatchObject({
        brideName: 'Mia',
        groomName: 'Noah',
        invitedByName: user.username,
      });
      const taken = await visitor.get(
        `/api/invitations/${token}/passkey-options?name=X&username=${user.username}`,
      );
      expect(taken.status).toBe(409);
      expect(taken.body.error).toBe('usernameTaken');
      const invalidName = await visitor.get(`/api/invitations/${token}/passkey-options?name=&username=A`);
      expect(invalidName.status).toBe(400);

      const options = await visitor.get(
        `/api/invitations/${token}/passkey-options?name=Lena&username=lena-${Date.now()}`,
      );
      const authenticator = new SoftAuthenticator();
      const username = options.body.options.user.name as string;
      const accepted = await visitor.post(`/api/invitations/${token}/accept`, {
        name: 'Lena',
        username,
        attestationResponse: authenticator.attest(options.body.challenge),
        challenge: options.body.challenge,
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
      expect(accepted.body).toMatchObject({
        weddingId: wedding.id,
        user: { username, name: 'Lena', hasPassword: false },
      });
      // Signed in as the new member, who sees the wedding.
      expect((await visitor.get('/api/weddings')).body.weddings.map((w: { id: string }) => w.id)).toEqual([
        wedding.id,
      ]);
      expect((await client.get(`/api/weddings/${wedding.id}/members`)).body.members).toHaveLength(2);
      // The link is used up.
      expect((await ctx.client().get(`/api/invitations/${token}`)).status).toBe(404);
      expect((await client.get(`/api/weddings/${wedding.id}/invitations`)).body.invitations).toEqual([]);

      // Later, on any device, the passkey alone signs the member in.
      const laptop = ctx.client();
      const login = await laptop.get('/api/webauthn/login-options');
      const signedIn = await laptop.post('/api/webauthn/login', {
        response: authenticator.assert(login.body.challenge),
        challenge: login.body.challenge,
      });
      expect(signedIn.body.user.username).toBe(username);
    });

    it('open links reserve slots: the third needs premium, never a fourth; revoked and expired links die', async () => {
      const { client, user } = await ctx.loginAs('user');
      const standard = await ctx.createWedding({ memberIds: [user.id] });
      const first = await client.post(`/api/weddings/${standard.id}/invitations`);
      expect(first.status).toBe(201);
      const locked = await client.post(`/api/weddings/${standard.id}/invitations`);
      expect(locked.status).toBe(403);
      expect(locked.body.error).toBe('premiumRequired');
      // Revoking frees the slot again.
      expect(
        (await client.delete(`/api/weddings/${standard.id}/invitations/${first.body.invitation.id}`)).status,
      ).toBe(204);
      expect((await ctx.client().get(`/api/invitations/${first.body.token}`)).status).toBe(404);
      const again = await client.post(`/api/weddings/${standard.id}/invitations`);
      expect(again.status).toBe(201);
      // A week later the link is gone.
      clock += INVITATION_TTL_MS + 1_000;
      try {
        const expired = await ctx.client().get(`/api/invitations/${again.body.token}`);
        expect(expired.body).toEqual({ error: 'invitationInvalid' });
        expect((await client.get(`/api/weddings/${standard.id}/invitations`)).body.invitations).toEqual([]);
      } finally {
        clock = Date.now();
      }

      const premium = await ctx.createWedding({ memberIds: [user.id], isPremium: true });
      expect((await client.post(`/api/weddings/${premium.id}/invitations`)).status).toBe(201);
      expect((await client.post(`/api/weddings/${premium.id}/invitations`)).status).toBe(201);
      const fourth = await client.post(`/api/weddings/${premium.id}/invitations`);
      expect(fourth.status).toBe(409);
      expect(fourth.body.error).toBe('memberLimitReached');
    });

    it('someone signed in joins with their account; a member cannot join twice', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const made = await client.post(`/api/weddings/${wedding.id}/invitations`);
      const self = await client.post(`/api/invitations/${made.body.token}/join`);
      expect(self.status).toBe(409);
      expect(self.body.error).toBe('alreadyMember');
      const partner = await ctx.loginAs('user');
      const joined = await partner.client.post(`/api/invitations/${made.body.token}/join`);
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
      expect(joined.body.weddingId).toBe(wedding.id);
      expect((await partner.client.get(`/api/weddings/${wedding.id}`)).status).toBe(200);
      const late = await (await ctx.loginAs('user')).client.post(`/api/invitations/${made.body.token}/join`);
      expect(late.status).toBe(404);
    });

    it('non-members cannot make or revoke links; bad tokens answer 404 alike', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const made = await client.post(`/api/weddings/${wedding.id}/invitations`);
      const stranger = (await ctx.loginAs('user')).client;
      expect((await stranger.post(`/api/weddings/${wedding.id}/invitations`)).body).toEqual({
        error: 'weddingNotFound',
      });
      expect(
        (await stranger.delete(`/api/weddings/${wedding.id}/invitations/${made.body.invitation.id}`)).body,
      ).toEqual({ error: 'weddingNotFound' });
      for (const token of ['short', 'x'.repeat(43), `${made.body.token.slice(0, 42)}*`]) {
        expect((await ctx.client().get(`/api/invitations/${token}`)).body).toEqual({
          error: 'invitationInvalid',
        });
      }
    });
  });

  describe('messages to staff', () => {
    it('an upgrade request reaches staff once, partners see it with the staff reply', async () => {
      const { client, user } = await ctx.loginAs('user');
      const partner = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id, partner.user.id] });
      const sent = await client.post('/api/messages', {
        kind: 'upgrade_request',
        weddingId: wedding.id,
        body: 'We would like the gallery.',
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(sent.body.message).toMatchObject({
        kind: 'upgrade_request',
        weddingId: wedding.id,
        sender: { id: user.id },
        readAt: null,
        replies: [],
      });
      const twice = await partner.client.post('/api/messages', {
        kind: 'upgrade_request',
        weddingId: wedding.id,
      });
      expect(twice.status).toBe(409);
      expect(twice.body.error).toBe('upgradeAlreadyRequested');

      // Staff answer in the admin area (not built yet): the row is what they will write.
      const staff = await ctx.createUser({ role: 'admin', name: 'Sam from support' });
      await ctx.prisma.messageReply.create({
        data: { messageId: sent.body.message.id, authorId: staff.id, body: 'Premium is on, enjoy!' },
      });
      const seen = await partner.client.get('/api/messages');
      expect(seen.body.messages).toEqual([
        expect.objectContaining({
          id: sent.body.message.id,
          replies: [
            expect.objectContaining({ body: 'Premium is on, enjoy!', authorName: 'Sam from support' }),
          ],
        }),
      ]);
      // Answered: a new request may follow; a premium wedding needs none.
      expect(
        (await client.post('/api/messages', { kind: 'upgrade_request', weddingId: wedding.id })).status,
      ).toBe(201);
      const premium = await ctx.createWedding({ memberIds: [user.id], isPremium: true });
      const already = await client.post('/api/messages', { kind: 'upgrade_request', weddingId: premium.id });
      expect(already.body.error).toBe('alreadyPremium');
    });

    it('only about own weddings; others never see them; bad bodies are 400', async () => {
      const { client, user } = await ctx.loginAs('user');
      const wedding = await ctx.createWedding({ memberIds: [user.id] });
      const stranger = (await ctx.loginAs('user')).client;
      expect(
        (await stranger.post('/api/messages', { kind: 'upgrade_request', weddingId: wedding.id })).body,
      ).toEqual({
        error: 'weddingNotFound',
      });
      await client.post('/api/messages', { kind: 'contact', weddingId: wedding.id, body: 'Hello!' });
      expect((await stranger.get('/api/messages')).body.messages).toEqual([]);
      const empty = await client.post('/api/messages', { kind: 'contact', body: ' ' });
      expect(empty.status).toBe(400);
      expect(empty.body.details).toEqual({ body: expect.any(String) });
      expect((await client.post('/api/messages', { kind: 'spam', body: 'x' })).status).toBe(400);
      expect((await client.post('/api/messages', { kind: 'contact', body: 'x'.repeat(2001) })).status).toBe(
        400,
      );
    });
  });
});
