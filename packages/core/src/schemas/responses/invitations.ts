import { z } from 'zod';
import { GUEST_SIDES, MEMBER_ROLES } from '../enums';
import { authUserSchema } from './auth';
import { isoTimestampSchema } from './iso-timestamp';

/**
 * An open invitation link of a wedding (its token is shown once, when it is made), with the role (and side) the
 * invited person gets.
 */
export const invitationViewSchema = z.object({
  id: z.string(),
  createdAt: isoTimestampSchema,
  expiresAt: isoTimestampSchema,
  invitedBy: z.object({ id: z.string(), username: z.string() }),
  role: z.enum(MEMBER_ROLES),
  side: z.enum(GUEST_SIDES).nullable(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;
export const invitationListResponseSchema = z.object({ invitations: z.array(invitationViewSchema) });

/** POST /api/weddings/{id}/invitations: the invitation and its secret token (the link's last segment). */
export const createdInvitationResponseSchema = z.object({
  invitation: invitationViewSchema,
  token: z.string(),
});
export type CreatedInvitationResponse = z.infer<typeof createdInvitationResponseSchema>;

/** GET /api/invitations/{token}: what the invited person sees before joining. */
export const invitationPreviewResponseSchema = z.object({
  invitation: z.object({
    brideName: z.string(),
    groomName: z.string(),
    invitedByName: z.string(),
    expiresAt: isoTimestampSchema,
  }),
});
export type InvitationPreview = z.infer<typeof invitationPreviewResponseSchema>['invitation'];

/** POST /api/invitations/{token}/accept and /join: the signed-in member and the wedding they joined. */
export const joinedWeddingResponseSchema = z.object({ user: authUserSchema, weddingId: z.string() });
