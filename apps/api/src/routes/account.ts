import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { addPasskeyRequestSchema, changePasswordRequestSchema } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { Router } from 'express';
import { toAuthUser } from '../auth/auth-user.js';
import { currentUser, requireUser } from '../auth/middleware.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { AppDeps } from '../context.js';
import {
  consumePasskeyChallenge,
  passkeyVerificationFailed,
  storePasskeyChallenge,
} from '../couple/passkey-challenges.js';
import { isUniqueViolation } from '../database/is-unique-violation.js';
import { HttpError } from '../http/errors.js';
import { parseBody } from '../http/validate.js';
import { assertAllowed, createSlidingWindowLimiter } from '../security/rate-limit.js';

const ADD_PASSKEY_PURPOSE = 'add-passkey';
/** WebAuthn credential ids are base64url; authenticators make them at most 1023 bytes. */
const CREDENTIAL_ID = /^[A-Za-z0-9_-]{1,1400}$/;
const passkeyNotFound = () => new HttpError(404, 'passkeyNotFound');

export const passkeyView = (passkey: Prisma.PasskeyCredentialGetPayload<object>) => ({
  id: passkey.id,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  deviceType: passkey.deviceType,
  backedUp: passkey.backedUp,
});

/**
 * The signed-in user's own security: change the password (the current one is required when there is
 * one; every other session ends), and the passkeys: list, add on this device, remove, never the last way in.
 */
export function registerAccountRoutes(router: Router, deps: AppDeps): void {
  const { prisma, config } = deps;
  // A stolen session must not try passwords without end: the same budget as failed logins of one account.
  const wrongPasswordPerUser = createSlidingWindowLimiter({
    ...config.rateLimits.loginPerAccount,
    now: () => deps.now().getTime(),
  });

  router.post('/api/auth/password', requireUser, async (req, res) => {
    const input = parseBody(changePasswordRequestSchema, req);
    const user = await prisma.user.findUniqueOrThrow({ where: { id: currentUser(res).id } });
    if (user.passwordHash) {
      const key = `password:${user.id}`;
      assertAllowed(wrongPasswordPerUser.peek(key));
      if (!input.currentPassword) {
        throw new HttpError(400, 'validationFailed', { currentPassword: 'auth.currentPasswordRequired' });
      }
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        wrongPasswordPerUser.record(key);
        throw new HttpError(400, 'currentPasswordWrong', { currentPassword: 'auth.currentPasswordWrong' });
      }
      wrongPasswordPerUser.reset(key);
    }
    const passwordHash = await hashPassword(input.newPassword, config.passwordHashing);
    const [updated, ended] = await prisma.$transaction([
      prisma.user.update({ where: { id: user.id }, data: { passwordHash } }),
      // Whoever else held a session (a lost phone, a shared computer) is signed out; this browser stays in.
      prisma.session.deleteMany({
        where: { userId: user.id, ...(res.locals.sessionId ? { id: { not: res.locals.sessionId } } : {}) },
      }),
    ]);
    res.json({ user: toAuthUser(updated), endedSessions: ended.count });
  });

  router.get('/api/auth/passkeys', requireUser, async (_req, res) => {
    const passkeys = await prisma.passkeyCredential.findMany({
      where: { userId: currentUser(res).id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    res.json({ passkeys: passkeys.map(passkeyView) });
  });

  /** Options to create a passkey for the signed-in account on this device (its existing ones excluded). */
  router.get('/api/auth/passkeys/options', requireUser, async (_req, res) => {
    const user = currentUser(res);
    const existing = await prisma.passkeyCredential.findMany({
      where: { userId: user.id },
      select: { id: true, transports: true },
    });
    const options = await generateRegistrationOptions({
      rpName: config.webauthn.rpName,
      rpID: config.webauthn.rpId,
      userName: user.username,
      userDisplayName: user.name,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.id,
        transports: passkey.transports as never,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: config.webauthn.challengeTtlMs,
    });
    await storePasskeyChallenge(deps, options.challenge, ADD_PASSKEY_PURPOSE, {
      userId: user.id,
      weddingId: null,
    });
    res.json({ challenge: options.challenge, options });
  });

  router.post('/api/auth/passkeys', requireUser, async (req, res) => {
    const body = parseBody(addPasskeyRequestSchema, req);
    const user = currentUser(res);
    await consumePasskeyChallenge(deps, body.challenge, ADD_PASSKEY_PURPOSE, user.id);
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
    const passkey = await prisma.passkeyCredential
      .create({
        data: {
          id: credential.id,
          userId: user.id,
          publicKey: Buffer.from(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
        },
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, 'credentialAlreadyRegistered');
        throw error;
      });
    res.status(201).json({ passkey: passkeyView(passkey) });
  });

  /** Removes one of the user's passkeys; the last way to sign in (no password, no other passkey) stays. */
  router.delete('/api/auth/passkeys/:credentialId', requireUser, async (req, res) => {
    const credentialId = req.params.credentialId;
    if (typeof credentialId !== 'string' || !CREDENTIAL_ID.test(credentialId)) throw passkeyNotFound();
    const userId = currentUser(res).id;
    await prisma.$transaction(async (tx) => {
      // Row lock on the user: two tabs removing the last two passkeys at once cannot leave no way in.
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
      const [user, passkeys] = await Promise.all([
        tx.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } }),
        tx.passkeyCredential.findMany({ where: { userId }, select: { id: true } }),
      ]);
      if (!passkeys.some((passkey) => passkey.id === credentialId)) throw passkeyNotFound();
      if (user.passwordHash === null && passkeys.length === 1) throw new HttpError(409, 'lastSignInMethod');
      await tx.passkeyCredential.delete({ where: { id: credentialId } });
    });
    res.status(204).end();
  });
}
