import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestClient, type TestContext } from './harness.js';
import { SoftAuthenticator } from './support/soft-authenticator.js';
import { withTestContext } from './support/with-test-context.js';

async function challengeFor(client: TestClient, weddingId?: string): Promise<string> {
  const res = await client.get(
    `/api/webauthn/challenge-instant${weddingId ? `?weddingId=${weddingId}` : ''}`,
  );
  expect(res.status).toBe(200);
  expect(res.body.options.challenge).toBe(res.body.challenge);
  return res.body.challenge as string;
}

describe.each(TEST_DATABASES)('webauthn: invite a member by passkey, passkey login (%s)', (db) => {
  let ctx: TestContext;
  withTestContext(db, (created) => {
    ctx = created;
  });

  it('challenge-instant answers registration options carrying the challenge', async () => {
    const { client, user } = await ctx.loginAs('user');
    const wedding = await ctx.createWedding({ memberIds: [user.id] });
    const res = await client.get(`/api/webauthn/challenge-instant?weddingId=${wedding.id}`);
    expect(res.status).toBe(200);
    expect(res.body.challenge).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.options).toMatchObject({ rp: { id: 'localhost' }, attestation: 'none' });
    const foreign = await ctx.createWedding({ memberIds: [(await ctx.createUser()).id] });
    expect((await client.get(`/api/webauthn/challenge-instant?weddingId=${foreign.id}`)).status).toBe(404);
  });

  it('register-instant creates the user with the passkey and adds them as the second member (201 {member})', async () => {
    const { client, user } = await ctx.loginAs('user');
    const wedding = await ctx.createWedding({ memberIds: [user.id] });
    const challenge = await challengeFor(client, wedding.id);
    const authenticator = new SoftAuthenticator();
    const res = await client.post('/api/webauthn/register-instant', {
      attestationResponse: authenticator.attest(challenge),
      challenge,
      weddingId: wedding.id,
      invitingUserId: user.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.member).toMatchObject({
      id: expect.any(String),
      user: { id: expect.any(String), username: expect.stringMatching(/^member-/) },
    });
    const credential = await ctx.prisma.passkeyCredential.findUniqueOrThrow({
      where: { id: authenticator.id },
    });
    expect(credential.userId).toBe(res.body.member.user.id);
    expect(await ctx.prisma.weddingMember.count({ where: { weddingId: wedding.id } })).toBe(2);

    // The invited member signs in with the passkey.
    const device = ctx.client();
    const options = await device.get('/api/webauthn/login-options');
    expect(options.status).toBe(200);
    const login = await device.post('/api/webauthn/login', {
      response: authenticator.assert(options.body.challenge),
      challenge: options.body.challenge,
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.user.id).toBe(res.body.member.user.id);
    expect((await device.get(`/api/weddings/${wedding.id}`)).status).toBe(200);
  });

  it('a user keeps at most 5 open invite challenges: older ones stop working', async () => {
    const { client, user } = await ctx.loginAs('user');
    const wedding = await ctx.createWedding({ memberIds: [user.id], isPremium: true });
    const first = await challengeFor(client, wedding.id);
    for (let i = 0; i < 5; i += 1) await challengeFor(client, wedding.id);
    expect(await ctx.prisma.authChallenge.count({ where: { userId: user.id } })).toBe(5);
    const stale = await client.post('/api/webauthn/register-instant', {
      attestationResponse: new SoftAuthenticator().attest(first),
      challenge: first,
      weddingId: wedding.id,
      invitingUserId: user.id,
    });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ error: 'challengeInvalid' });
  });

  it('a challenge works once: replaying it answers 400 challengeInvalid', async () => {
    const { client, user } = await ctx.loginAs('user');
    const wedding = await ctx.createWedding({ memberIds: [user.id] });
    const challenge = await challengeFor(client, wedding.id);
    const body = (a: SoftAuthenticator) => ({
      attestationResponse: a.attest(challenge),
      challenge,
      weddingId: wedding.id,
      invitingUserId: user.id,
    });
    expect((await client.post('/api/webauthn/register-instant', body(new SoftAuthenticator()))).status).toBe(
      201,
    );
    const replay = await client.post('/api/webauthn/register-instant', body(new SoftAuthenticator()));
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ error: 'challengeInvalid' });
  });

  it('member limit (docs/requirements.md A6): the third slot needs premium (403), a fourth member never fits (409)', async () => {
    const { client, user } = await ctx.loginAs('user');
    const second = await ctx.createUser();
    const standard = await ctx.createWedding({ memberIds: [user.id, second.id] });
    const invite = async (weddingId: string) => {
      const challenge = await challengeFor(client, weddingId);
      return client.post('/api/webauthn/register-instant', {
        attestationResponse: new SoftAuthenticator().attest(challenge),
        challenge,
        weddingId,
        invitingUserId: user.id,
      });
    };
    const locked = await invite(standard.id);
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ error: 'premiumRequired' });
    const premium = await ctx.createWedding({ memberIds: [user.id, second.id], isPremium: true });
    expect((await invite(premium.id)).status).toBe(201);
    const full = await invite(premium.id);
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('memberLimitReached');
    expect(await ctx.prisma.weddingMember.count({ where: { weddingId: premium.id } })).toBe(3);
  });

  it('rejects a wrong origin, a foreign inviting user and a non-member wedding', async () => {
    const { client, user } = await ctx.loginAs('user');
    const wedding = await ctx.createWedding({ memberIds: [user.id] });
    const challenge = await challengeFor(client, wedding.id);
    const wrongOrigin = await client.post('/api/webauthn/register-instant', {
      attestationResponse: new SoftAuthenticator('localhost', 'https://evil.example').attest(challenge),
      challenge,
      weddingId: wedding.id,
      invitingUserId: user.id,
    });
    expect(wrongOrigin.status).toBe(400);
    expect(wrongOrigin.body.error).toBe('verificationFailed');
    const other = await ctx.createUser();
    const c2 = await challengeFor(client, wedding.id);
    const mismatch = await client.post('/api/webauthn/register-instant', {
      attestationResponse: new SoftAuthenticator().attest(c2),
      challenge: c2,
      weddingId: wedding.id,
      invitingUserId: other.id,
    });
    expect(mismatch.status).toBe(403);
    const foreign = await ctx.createWedding({ memberIds: [other.id] });
    const c3 = await challengeFor(client);
    const notMember = await client.post('/api/webauthn/register-instant', {
      attestationResponse: new SoftAuthenticator().attest(c3),
      challenge: c3,
      weddingId: foreign.id,
      invitingUserId: user.id,
    });
    expect(notMember.status).toBe(404);
  });

  it('bad input answers 400, never 5xx', async () => {
    const { client, user } = await ctx.loginAs('user');
    const cases: unknown[] = [
      {},
      { attestationResponse: 'x', challenge: 'c', weddingId: 'w', invitingUserId: user.id },
      {
        attestationResponse: { id: 'a', rawId: 'a', type: 'public-key', response: {} },
        challenge: 5,
        weddingId: 'w',
        invitingUserId: user.id,
      },
    ];
    for (const body of cases) {
      const res = await client.post('/api/webauthn/register-instant', body);
      expect(res.status).toBe(400);
    }
    const login = await ctx
      .client()
      .post('/api/webauthn/login', { response: { id: 'x' }, challenge: 'short' });
    expect(login.status).toBe(400);
    const options = await ctx.client().get('/api/webauthn/login-options');
    const unknown = await ctx.client().post('/api/webauthn/login', {
      response: new SoftAuthenticator().assert(options.body.challenge),
      challenge: options.body.challenge,
    });
    expect(unknown.status).toBe(401);
  });
});
