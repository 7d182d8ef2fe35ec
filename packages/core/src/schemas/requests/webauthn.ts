import { z } from 'zod';
import { entityIdSchema } from '../primitives/entity-id';
import { memberRoleSchema, memberSideSchema } from './members';

/** The browser's attestation as JSON (base64url strings); the WebAuthn library verifies its content. */
const attestationResponseSchema = z.looseObject({
  id: z.string().min(1, 'validation.required'),
  rawId: z.string().min(1, 'validation.required'),
  type: z.literal('public-key', { error: 'validation.invalidOption' }),
  response: z.looseObject({
    clientDataJSON: z.string().min(1, 'validation.required'),
    attestationObject: z.string().min(1, 'validation.required'),
  }),
});

/**
 * POST /api/webauthn/register-instant {attestationResponse, challenge, weddingId, invitingUserId}
 * (docs/requirements.md A7).
 */
export const registerInstantRequestSchema = z
  .object({
    attestationResponse: attestationResponseSchema,
    challenge: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
    weddingId: entityIdSchema,
    invitingUserId: entityIdSchema,
    /** The new member's role (a co-planner when left out, as before roles existed) and a side editor's side. */
    role: memberRoleSchema.optional(),
    side: memberSideSchema.nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'sideEditor' && !value.side) {
      ctx.addIssue({ code: 'custom', path: ['side'], message: 'members.sideRequired' });
    }
  });
export type RegisterInstantRequest = z.infer<typeof registerInstantRequestSchema>;

/** Base64url strings of bounded size; the WebAuthn library validates the structure itself. */
const base64url = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/);

/** The browser's assertion as JSON (base64url strings); the WebAuthn library verifies its content. */
const assertionResponseSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: base64url, authenticatorData: base64url, signature: base64url }),
});

/** POST /api/webauthn/login {response, challenge}: a passkey sign-in with the challenge the server issued. */
export const passkeyLoginRequestSchema = z.object({
  response: assertionResponseSchema,
  challenge: z.string().min(16).max(200),
});
export type PasskeyLoginRequest = z.infer<typeof passkeyLoginRequestSchema>;
