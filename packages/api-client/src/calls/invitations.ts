import {
  type AcceptInvitationForm,
  type AcceptInvitationRequest,
  type CreateInvitationRequest,
  createdInvitationResponseSchema,
  invitationListResponseSchema,
  invitationPreviewResponseSchema,
  joinedWeddingResponseSchema,
  webauthnOptionsResponseSchema,
} from '@wedding/core';
import { type HttpClient, segment } from '../http/http-client';

const invitations = (weddingId: string) => `/api/weddings/${segment(weddingId)}/invitations`;
const invitation = (token: string) => `/api/invitations/${segment(token)}`;

/** Member invitation links: made by a member, opened by the invited person on their own device. */
export function invitationCalls(http: HttpClient) {
  return {
    list: (weddingId: string, signal?: AbortSignal) =>
      http.get(invitations(weddingId), invitationListResponseSchema, { signal }),
    /** A new one-time link for a role (the owner's); its token is in the answer only. */
    create: (weddingId: string, access?: CreateInvitationRequest) =>
      http.post(invitations(weddingId), createdInvitationResponseSchema, access),
    revoke: (weddingId: string, invitationId: string) =>
      http.delete(`${invitations(weddingId)}/${segment(invitationId)}`),
    preview: (token: string, signal?: AbortSignal) =>
      http.get(invitation(token), invitationPreviewResponseSchema, { signal }),
    passkeyOptions: (token: string, who: AcceptInvitationForm) =>
      http.get(`${invitation(token)}/passkey-options`, webauthnOptionsResponseSchema, { query: who }),
    accept: (token: string, body: AcceptInvitationRequest) =>
      http.post(`${invitation(token)}/accept`, joinedWeddingResponseSchema, body),
    /** Join with the account signed in on this device. */
    join: (token: string) => http.post(`${invitation(token)}/join`, joinedWeddingResponseSchema),
  };
}
