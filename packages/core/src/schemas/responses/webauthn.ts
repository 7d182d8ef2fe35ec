import { z } from 'zod';
import { memberViewSchema } from './members';

/**
 * GET /api/webauthn/challenge-instant and /login-options: the challenge and the WebAuthn options to hand to
 * `startRegistration` / `startAuthentication` (@simplewebauthn/browser) unchanged.
 */
export const webauthnOptionsResponseSchema = z.object({
  challenge: z.string(),
  options: z.record(z.string(), z.unknown()),
});

/** POST /api/webauthn/register-instant: the member the passkey invitation created. */
export const webauthnMemberResponseSchema = z.object({ member: memberViewSchema });
