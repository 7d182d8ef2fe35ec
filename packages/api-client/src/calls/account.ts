import {
  type AddPasskeyRequest,
  type ChangePasswordRequest,
  deletedResponseSchema,
  passkeyListResponseSchema,
  passkeyResponseSchema,
  passwordChangedResponseSchema,
  webauthnOptionsResponseSchema,
} from '@wedding/core';
import { type HttpClient, segment } from '../http/http-client';

/** The signed-in user's own security and data (export and deletion are the privacy routes). */
export function accountCalls(http: HttpClient) {
  return {
    /** New password; every other session of the account ends. */
    changePassword: (body: ChangePasswordRequest) =>
      http.post('/api/auth/password', passwordChangedResponseSchema, body),
    passkeys: (signal?: AbortSignal) => http.get('/api/auth/passkeys', passkeyListResponseSchema, { signal }),
    /** Options for `startRegistration` to add a passkey of this account on this device. */
    passkeyOptions: () => http.get('/api/auth/passkeys/options', webauthnOptionsResponseSchema),
    addPasskey: (body: AddPasskeyRequest) => http.post('/api/auth/passkeys', passkeyResponseSchema, body),
    removePasskey: (credentialId: string) => http.delete(`/api/auth/passkeys/${segment(credentialId)}`),
    /** GET /api/account/export: the zip of everything stored about the user. */
    exportData: () => http.download('/api/account/export'),
    /** DELETE /api/account, confirmed by typing the username. */
    deleteAccount: (confirmUsername: string) =>
      http.deleteAndRead('/api/account', deletedResponseSchema, { confirmUsername }),
  };
}
