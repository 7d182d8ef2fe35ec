import {
  authUserResponseSchema,
  type RegisterInstantRequest,
  webauthnMemberResponseSchema,
  webauthnOptionsResponseSchema,
} from '@wedding/core';
import type { HttpClient } from '../http/http-client';

/** The spec's passkey calls (docs/requirements.md A7): invite a member in this browser, and sign in with a passkey. */
export function passkeyCalls(http: HttpClient) {
  return {
    /** GET /api/webauthn/challenge-instant?weddingId: registration options for the new member's passkey. */
    inviteOptions: (weddingId: string) =>
      http.get('/api/webauthn/challenge-instant', webauthnOptionsResponseSchema, { query: { weddingId } }),
    /** POST /api/webauthn/register-instant: the member the passkey creates. */
    registerInstant: (body: RegisterInstantRequest) =>
      http.post('/api/webauthn/register-instant', webauthnMemberResponseSchema, body),
    loginOptions: () => http.get('/api/webauthn/login-options', webauthnOptionsResponseSchema),
    /** POST /api/webauthn/login {response, challenge}: signs in with a new session. */
    login: (body: { response: unknown; challenge: string }) =>
      http.post('/api/webauthn/login', authUserResponseSchema, body),
  };
}
