import { describe, expect, it } from 'vitest';
import { registerInstantRequestSchema } from './webauthn';

const body = {
  attestationResponse: {
    id: 'cred',
    rawId: 'cred',
    type: 'public-key',
    response: { clientDataJSON: 'e30', attestationObject: 'o2M' },
    clientExtensionResults: {},
  },
  challenge: 'abc',
  weddingId: 'w1',
  invitingUserId: 'u1',
};

describe('POST /api/webauthn/register-instant {attestationResponse, challenge, weddingId, invitingUserId}', () => {
  it('accepts an attestation and keeps its extra fields for the verifier', () => {
    expect(registerInstantRequestSchema.parse(body).attestationResponse).toHaveProperty(
      'clientExtensionResults',
    );
  });

  it('refuses a missing challenge and a non public-key credential', () => {
    expect(registerInstantRequestSchema.safeParse({ ...body, challenge: '' }).success).toBe(false);
    const other = { ...body, attestationResponse: { ...body.attestationResponse, type: 'password' } };
    expect(registerInstantRequestSchema.safeParse(other).success).toBe(false);
  });
});
