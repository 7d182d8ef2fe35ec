import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import {
  acceptInvitationFormSchema,
  acceptInvitationRequestSchema,
  createInvitationRequestSchema,
  emptyBodySchema,
  type GuestSide,
  type MemberRole,
} from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { Request, Router } from 'express';
import { memberActor, recordActivity } from '../activity/index.js';
import { toAuthUser } from '../auth/auth-user.js';
import { currentUser, currentWedding, isId, memberRoute, requireUser } from '../auth/middleware.js';
import { revokeRequestSession, startSession } from '../auth/sessions.js';
import type { AppDeps } from '../context.js';
import { assertMemberSlotFree } from '../couple/member-slots.js';
import {
  consumePasskeyChallenge,
  passkeyVerificationFailed,
  storePasskeyChallenge,
} from '../couple/passkey-challenges.js';
import { isUniqueViolation } from '../database/is-unique-violation.js';
import { HttpError } from '../http/errors.js';
import { parseBody, parseQuery } from '../http/validate.js';
import { randomToken, sha256Hex } from '../security/tokens.js';
import { pickInfo } from '../weddings/wedding-view.js';

/** An invitation link works for a week: long enough to reach someone, short enough that a forwarded one dies. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Tokens are 32 random bytes in base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const invitationInvalid = () => new HttpError(404, 'invitationInvalid');
const invitationPurpose = (invitationId: string) => `invitation:${invitationId}`;

type InvitationRow = Prisma.MemberInvitationGetPayload<{ include: { invitedBy: true } }>;

export const invitationView = (invitation: InvitationRow) => ({
  id: invitation.id,
  createdAt: invitation.createdAt.toISOString(),
  expiresAt: invitation.expiresAt.toISOString(),
  invitedBy: { id: invitation.invitedBy.id, username: invitation.invitedBy.username },
  role: invitation.role,
  side: invitation.side,
});

/**
 * Member invitations by link (README "Decisions"): the owner makes a one-time link for a role, the invited person
 * opens it on their own device, names themselves and creates their passkey there (or joins with the account they
 * are signed in with). Only the token's hash is stored; the link is shown once and dies when used or revoked,
 * after a week, or with the wedding. An open invitation reserves a slot, so links never promise more than 3.
 */
export function registerInvitationRoutes(router: Router, deps: AppDeps): void {
  const { prisma, config } = deps;

  /** The invitation of a path token, while it is valid; anything else answers 404 invitationInvalid alike. */
  async function findValidInvitation(req: Request) {
    const token = req.params.token;
    if (typeof token !== 'string' || !TOKEN.test(token)) throw invitationInvalid();
    const invitation = await prisma.memberInvitation.findUnique({
      where: { tokenHash: sha256Hex(token) },
      include: { invitedBy: true, wedding: { include: { info: true } } },
    });
    if (!invitation || invitation.expiresAt.getTime() <= deps.now().getTime()) throw invitationInvalid();
    return invitation;
  }

  /**
   * Adds `userId` as a member through the invitation, once: under the wedding's row lock, slot rules rechecked. The
   * new member gets the role (and side) the owner chose for the link.
   */
  async function joinThroughInvitation(
    tx: Prisma.TransactionClient,
    invitation: { id: string; weddingId: string; role: MemberRole; side: GuestSide | null },
    addUser: () => Promise<string>,
  ): Promise<void> {
    const { weddingId } = invitation;
    await tx.$queryRaw`SELECT id FROM weddings WHERE id = ${weddingId} FOR UPDATE`;
    const { count } = await tx.memberInvitation.deleteMany({
      where: { id: invitation.id, expiresAt: { gt: deps.now() } },
    });
    if (count !== 1) throw invitationInvalid();
    const [members, wedding] = await Promise.all([
      tx.weddingMember.count({ where: { weddingId } }),
      tx.wedding.findUniqueOrThrow({ where: { id: weddingId }, select: { isPremium: true } }),
    ]);
    assertMemberSlotFree(members, wedding.isPremium);
    const userId = await addUser();
    const member = await tx.weddingMember.create({
      data: { weddingId, userId, joinedAt: deps.now(), role: invitation.role, side: invitation.side },
      include: { user: { select: { name: true, username: true } } },
    });
    await recordActivity(
      tx,
      weddingId,
      { actorId: userId, actorName: member.user.name?.trim() || member.user.username, actorKind: 'member' },
      { action: 'member.joined', detail: invitation.role },
    );
  }

  router.get('/api/weddings/:weddingId/invitations', ...memberRoute(deps, 'read'), async (_req, res) => {
    const invitations = await prisma.memberInvitation.findMany({
      where: { weddingId: currentWedding(res).id, expiresAt: { gt: deps.now() } },
      include: { invitedBy: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    res.json({ invitations: invitations.map(invitationView) });
  });

  router.post(
    '/api/weddings/:weddingId/invitations',
    ...memberRoute(deps, 'manageMembers'),
    async (req, res) => {
      const { role, side } = parseBody(createInvitationRequestSchema, req);
      const weddingId = currentWedding(res).id;
      const token = randomToken(32);
      const now = deps.now();
      const invitation = await prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM weddings WHERE id = ${weddingId} FOR UPDATE`;
        await tx.memberInvitation.deleteMany({ where: { weddingId, expiresAt: { lte: now } } });
        const [members, open, wedding] = await Promise.all([
          tx.weddingMember.count({ where: { weddingId } }),
          tx.memberInvitation.count({ where: { weddingId } }),
          tx.wedding.findUniqueOrThrow({ where: { id: weddingId }, select: { isPremium: true } }),
        ]);
        assertMemberSlotFree(members + open, wedding.isPremium);
        await recordActivity(tx, weddingId, memberActor(res), { action: 'member.invited', detail: role });
        return tx.memberInvitation.create({
          data: {
            weddingId,
            invitedById: currentUser(res).id,
            tokenHash: sha256Hex(token),
            role,
            side,
            createdAt: now,
            expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
          },
          include: { invitedBy: true },
        });
      });
      res.status(201).json({ invitation: invitationView(invitation), token });
    },
  );

  router.delete(
    '/api/weddings/:weddingId/invitations/:invitationId',
    ...memberRoute(deps, 'manageMembers'),
    async (req, res) => {
      const invitationId = req.params.invitationId;
      if (!isId(invitationId)) throw new HttpError(404, 'invitationNotFound');
      const weddingId = currentWedding(res).id;
      await prisma.$transaction(async (tx) => {
        const invitation = await tx.memberInvitation.findFirst({
          where: { id: invitationId, weddingId },
          select: { role: true },
        });
        if (!invitation) throw new HttpError(404, 'invitationNotFound');
        await tx.memberInvitation.delete({ where: { id: invitationId } });
        await recordActivity(tx, weddingId, memberActor(res), {
          action: 'member.invitationRevoked',
          detail: invitation.role,
        });
      });
      await prisma.authChallenge.deleteMany({ where: { purpose: invitationPurpose(invitationId) } });
      res.status(204).end();
    },
  );

  /** What the invited person sees first: whose wedding, who invited them, until when. */
  router.get('/api/invitations/:token', async (req, res) => {
    const invitation = await findValidInvitation(req);
    const info = pickInfo(invitation.wedding.info);
    res.json({
      invitation: {
        brideName: info?.brideName ?? '',
        groomName: info?.groomName ?? '',
        invitedByName: invitation.invitedBy.name ?? invitation.invitedBy.username,
        expiresAt: invitation.expiresAt.toISOString(),
      },
    });
  });

  /** Passkey options for the new account, named as the person typed (the username is checked before the prompt). */
  router.get('/api/invitations/:token/passkey-options', async (req, res) => {
    const invitation = await findValidInvitation(req);
    const who = parseQuery(acceptInvitationFormSchema, req);
    const taken = await prisma.user.findUnique({ where: { username: who.username }, select: { id: true } });
    if (taken) throw new HttpError(409, 'usernameTaken');
    const options = await generateRegistrationOptions({
      rpName: config.webauthn.rpName,
      rpID: config.webauthn.rpId,
      userName: who.username,
      userDisplayName: who.name,
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: config.webauthn.challengeTtlMs,
    });
    await storePasskeyChallenge(deps, options.challenge, invitationPurpose(invitation.id), {
      userId: null,
      weddingId: invitation.weddingId,
    });
    res.json({ challenge: options.challenge, options });
  });

  /** Creates the invited person's account with their passkey, makes them a member and signs them in. */
  router.post('/api/invitations/:token/accept', async (req, res) => {
    const invitation = await findValidInvitation(req);
    const body = parseBody(acceptInvitationRequestSchema, req);
    await consumePasskeyChallenge(deps, body.challenge, invitationPurpose(invitation.id), null);
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
      throw passkeyVerificationFailed(error);
    }
    if (!verification.verified) throw passkeyVerificationFailed(undefined);
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    const user = await prisma
      .$transaction(async (tx) => {
        let created: Awaited<ReturnType<typeof tx.user.create>> | undefined;
        await joinThroughInvitation(tx, invitation, async () => {
          created = await tx.user.create({ data: { username: body.username, name: body.name } });
          await tx.passkeyCredential.create({
            data: {
              id: credential.id,
              userId: created.id,
              publicKey: Buffer.from(credential.publicKey),
              counter: credential.counter,
              transports: credential.transports ?? [],
              deviceType: credentialDeviceType,
              backedUp: credentialBackedUp,
            },
          });
          return created.id;
        });
        if (!created) throw invitationInvalid();
        return created;
      })
      .catch(async (error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        const taken = await prisma.user.findUnique({
          where: { username: body.username },
          select: { id: true },
        });
        throw new HttpError(409, taken ? 'usernameTaken' : 'credentialAlreadyRegistered');
      });
    await revokeRequestSession(deps, req);
    await startSession(deps, res, user.id);
    res.status(201).json({ user: toAuthUser(user), weddingId: invitation.weddingId });
  });

  /** Someone who already has an account joins with it (signed in on this device). */
  router.post('/api/invitations/:token/join', requireUser, async (req, res) => {
    parseBody(emptyBodySchema, req);
    const invitation = await findValidInvitation(req);
    const user = currentUser(res);
    const already = await prisma.weddingMember.findUnique({
      where: { weddingId_userId: { weddingId: invitation.weddingId, userId: user.id } },
      select: { id: true },
    });
    if (already) throw new HttpError(409, 'alreadyMember');
    await prisma
      .$transaction((tx) => joinThroughInvitation(tx, invitation, async () => user.id))
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, 'alreadyMember');
        throw error;
      });
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    res.status(201).json({ user: toAuthUser(row), weddingId: invitation.weddingId });
  });
}
