import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import {
  canInviteMember,
  MEMBERS_MAX,
  memberSlotState,
  passkeyLoginRequestSchema,
  registerInstantRequestSchema,
} from '@wedding/core';
import type { Router } from 'express';
import { z } from 'zod';
import { recordActivity } from '../activity/index.js';
import { toAuthUser } from '../auth/auth-user.js';
import { assertMemberMay, currentUser, requireUser } from '../auth/middleware.js';
import { revokeRequestSession, startSession } from '../auth/sessions.js';
import type { AppDeps } from '../context.js';
import { memberView } from '../couple/member-view.js';
import { isUniqueViolation } from '../database/is-unique-violation.js';
import { HttpError } from '../http/errors.js';
import { parseBody, parseQuery } from '../http/validate.js';
import { sha256Hex } from '../security/tokens.js';

const INVITE_PURPOSE = 'register-instant';
const LOGIN_PURPOSE = 'login';
const OPEN_CHALLENGES_PER_USER = 5;

/** The invited member's username is derived from the challenge, so the prompt and the account agree. */
export const invitedUsernameFor = (challenge: string) => `member-${sha256Hex(challenge).slice(0, 10)}`;

const verificationFailed = (error: unknown) =>
  new HttpError(400, 'verificationFailed', {
    message: error instanceof Error ? error.message : 'not verified',
  });

export function registerWebauthnRoutes(router: Router, deps: AppDeps): void {
  const { prisma, config } = deps;

  async function storeChallenge(
    challenge: string,
    purpose: string,
    userId: string | null,
    weddingId: string | null,
  ) {
    const now = deps.now();
    await prisma.authChallenge.deleteMany({ where: { expiresAt: { lte: now } } });
    if (userId) {
      // A signed-in user keeps at most a few open challenges (several tabs), never an unbounded pile.
      const older = await prisma.authChallenge.findMany({
        where: { userId, purpose },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: OPEN_CHALLENGES_PER_USER - 1,
        select: { id: true },
      });
      if (older.length > 0) {
        await prisma.authChallenge.deleteMany({ where: { id: { in: older.map((row) => row.id) } } });
      }
    }
    await prisma.authChallenge.create({
      data: {
        challenge,
        purpose,
        userId,
        weddingId,
        expiresAt: new Date(now.getTime() + config.webauthn.challengeTtlMs),
      },
    });
  }

  /** One-time use: the delete succeeds for exactly one request, so a challenge cannot be replayed. */
  async function consumeChallenge(challenge: string, purpose: string, userId: string | null): Promise<void> {
    const { count } = await prisma.authChallenge.deleteMany({
      where: { challenge, purpose, userId, expiresAt: { gt: deps.now() } },
    });
    if (count !== 1) throw new HttpError(400, 'challengeInvalid');
  }

  /** Options for inviting a member by passkey (docs/requirements.md A7); the answer carries `challenge`. */
  router.get('/api/webauthn/challenge-instant', requireUser, async (req, res) => {
    const { weddingId } = parseQuery(z.object({ weddingId: z.string().max(64).optional() }), req);
    const user = currentUser(res);
    // Inviting is managing members: the owner's (or staff's).
    if (weddingId !== undefined) await assertMemberMay(deps, user, weddingId, 'manageMembers');
    const challenge = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    const username = invitedUsernameFor(challenge);
    const options = await generateRegistrationOptions({
      rpName: config.webauthn.rpName,
      rpID: config.webauthn.rpId,
      userName: username,
      challenge: Buffer.from(challenge, 'base64url'),
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: config.webauthn.challengeTtlMs,
    });
    await storeChallenge(options.challenge, INVITE_PURPOSE, user.id, weddingId ?? null);
    res.json({ challenge: options.challenge, options });
  });

  /** Creates the invited user with the passkey and adds them as a member, within the member limit. */
  router.post('/api/webauthn/register-instant', requireUser, async (req, res) => {
    const body = parseBody(registerInstantRequestSchema, req);
    const user = currentUser(res);
    if (body.invitingUserId !== user.id) throw new HttpError(403, 'invitingUserMismatch');
    await assertMemberMay(deps, user, body.weddingId, 'manageMembers');
    await consumeChallenge(body.challenge, INVITE_PURPOSE, user.id);

    const assertSlotFree = (memberCount: number, isPremium: boolean) => {
      if (!canInviteMember(memberCount)) throw new HttpError(409, 'memberLimitReached', { max: MEMBERS_MAX });
      // The next free slot has index memberCount; the extra (third) slot is locked without premium.
      if (memberSlotState(memberCount, memberCount, isPremium) === 'locked')
        throw new HttpError(403, 'premiumRequired');
    };
    const wedding = await prisma.wedding.findUniqueOrThrow({
      where: { id: body.weddingId },
      select: { isPremium: true, _count: { select: { members: true } } },
    });
    assertSlotFree(wedding._count.members, wedding.isPremium);

    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response: body.attestationResponse as unknown as RegistrationResponseJSON,
        expectedChallenge: body.challenge,
        expectedOrigin: config.webauthn.origins,
        expectedRPID: config.webauthn.rpId,
        requireUserVerification: false,
      });
    } catch (error) {
      throw verificationFailed(error);
    }
    if (!verification.verified) throw verificationFailed(undefined);
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    const username = invitedUsernameFor(body.challenge);

    const created = await prisma
      .$transaction(async (tx) => {
        // Row lock: two invitations racing for the last slot are decided one after the other.
        await tx.$queryRaw`SELECT id FROM weddings WHERE id = ${body.weddingId} FOR UPDATE`;
        const [count, locked] = await Promise.all([
          tx.weddingMember.count({ where: { weddingId: body.weddingId } }),
          tx.wedding.findUniqueOrThrow({ where: { id: body.weddingId }, select: { isPremium: true } }),
        ]);
        assertSlotFree(count, locked.isPremium);
        const newUser = await tx.user.create({ data: { username, name: username } });
        await tx.passkeyCredential.create({
          data: {
            id: credential.id,
            userId: newUser.id,
            publicKey: Buffer.from(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports ?? [],
            deviceType: credentialDeviceType,
            backedUp: credentialBackedUp,
          },
        });
        await recordActivity(
          tx,
          body.weddingId,
          { actorId: newUser.id, actorName: username, actorKind: 'member' },
          { action: 'member.joined', detail: body.role ?? 'coPlanner' },
        );
        return tx.weddingMember.create({
          data: {
            weddingId: body.weddingId,
            userId: newUser.id,
            joinedAt: deps.now(),
            // Without a role the passkey invitation makes a co-planner, as it did before members had roles.
            role: body.role ?? 'coPlanner',
            side: body.role === 'sideEditor' ? (body.side ?? null) : null,
          },
          include: { user: { select: { id: true, username: true } } },
        });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, 'credentialAlreadyRegistered');
        throw error;
      });
    res.status(201).json({ member: memberView(created) });
  });

  /** Passkey sign-in, step 1: a discoverable-credential challenge. */
  router.get('/api/webauthn/login-options', async (_req, res) => {
    // Each call stores a challenge row: limited like login attempts (security/rate-limits) so the table cannot be flooded.
    const options = await generateAuthenticationOptions({
      rpID: config.webauthn.rpId,
      userVerification: 'preferred',
      timeout: config.webauthn.challengeTtlMs,
    });
    await storeChallenge(options.challenge, LOGIN_PURPOSE, null, null);
    res.json({ challenge: options.challenge, options });
  });

  /** Passkey sign-in, step 2: verifies the assertion and starts a fresh session. */
  router.post('/api/webauthn/login', async (req, res) => {
    const body = parseBody(passkeyLoginRequestSchema, req);
    await consumeChallenge(body.challenge, LOGIN_PURPOSE, null);
    const stored = await prisma.passkeyCredential.findUnique({
      where: { id: body.response.id },
      include: { user: true },
    });
    if (!stored) throw new HttpError(401, 'invalidCredentials');
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response: body.response as unknown as AuthenticationResponseJSON,
        expectedChallenge: body.challenge,
        expectedOrigin: config.webauthn.origins,
        expectedRPID: config.webauthn.rpId,
        credential: {
          id: stored.id,
          publicKey: new Uint8Array(stored.publicKey),
          counter: stored.counter,
          transports: stored.transports as never,
        },
        requireUserVerification: false,
      });
    } catch {
      throw new HttpError(401, 'invalidCredentials');
    }
    if (!verification.verified) throw new HttpError(401, 'invalidCredentials');
    await prisma.passkeyCredential.update({
      where: { id: stored.id },
      data: { counter: verification.authenticationInfo.newCounter, lastUsedAt: deps.now() },
    });
    await revokeRequestSession(deps, req);
    await startSession(deps, res, stored.userId);
    res.json({ user: toAuthUser(stored.user) });
  });
}
