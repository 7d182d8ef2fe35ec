import { z } from 'zod';
import { recordIdSchema } from '../schemas/primitives/record-id';
import {
  accountEmailRequestSchema,
  emailLinkTokenSchema,
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  verifyEmailRequestSchema,
} from '../schemas/requests/account-email';
import { emptyBodySchema } from '../schemas/requests/weddings';
import {
  accountEmailPendingResponseSchema,
  accountEmailVerifiedResponseSchema,
  passwordResetDoneResponseSchema,
  passwordResetRequestedResponseSchema,
  passwordResetSentResponseSchema,
  unsubscribedResponseSchema,
  unsubscribeViewResponseSchema,
} from '../schemas/responses/account-email';
import { route } from './route';

/** Sends a verification link to the address; it becomes the account's email once the link is opened. */
export const requestEmailVerification = route
  .meta({ access: 'user' })
  .route({
    method: 'PUT',
    path: '/api/account/email',
    tags: ['account'],
    summary: "Add or change the account's email address (a verification link is sent to it)",
    successStatus: 202,
  })
  .input(z.object({ body: accountEmailRequestSchema }))
  .output(accountEmailPendingResponseSchema);

/** The verification link's target: the token alone proves the address (the link may open on another device). */
export const verifyEmail = route
  .meta({ access: 'token' })
  .route({
    method: 'POST',
    path: '/api/account/email/verify',
    tags: ['account'],
    summary: 'Verify an email address with the token of its link (400 linkInvalid)',
  })
  .input(z.object({ body: verifyEmailRequestSchema }))
  .output(accountEmailVerifiedResponseSchema);

/** Forgotten password: a single-use link to the account's verified address; the same answer for any login. */
export const requestPasswordReset = route
  .meta({ access: 'public' })
  .route({
    method: 'POST',
    path: '/api/auth/password-reset',
    tags: ['auth'],
    summary: 'Send a password reset link (same answer for unknown accounts; rate limited)',
    successStatus: 202,
  })
  .input(z.object({ body: passwordResetRequestSchema }))
  .output(passwordResetRequestedResponseSchema);

export const confirmPasswordReset = route
  .meta({ access: 'token' })
  .route({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    tags: ['auth'],
    summary: 'Set a new password with the token of a reset link (400 linkInvalid); signs out every session',
  })
  .input(z.object({ body: passwordResetConfirmRequestSchema }))
  .output(passwordResetDoneResponseSchema);

/** Staff send a customer the reset link (to the customer's verified address, never shown whole). */
export const sendCustomerPasswordReset = route
  .meta({ access: 'admin' })
  .route({
    method: 'POST',
    path: '/api/admin/customers/{customerId}/password-reset',
    tags: ['admin'],
    summary: 'Send a customer a password reset link (409 noVerifiedEmail)',
    successStatus: 202,
  })
  .input(z.object({ params: z.object({ customerId: recordIdSchema }), body: emptyBodySchema }))
  .output(passwordResetSentResponseSchema);

const unsubscribeParamsSchema = z.object({ token: emailLinkTokenSchema });

/** What a guest's unsubscribe link names (the wedding and the address), before they confirm. */
export const readUnsubscribe = route
  .meta({ access: 'token' })
  .route({
    method: 'GET',
    path: '/api/public/mail/unsubscribe/{token}',
    tags: ['public'],
    summary: 'The wedding and address an unsubscribe link names',
  })
  .input(z.object({ params: unsubscribeParamsSchema }))
  .output(unsubscribeViewResponseSchema);

/** Unsubscribes the address from the wedding's mail (also the List-Unsubscribe one-click POST of mail apps). */
export const unsubscribe = route
  .meta({ access: 'token' })
  .route({
    method: 'POST',
    path: '/api/public/mail/unsubscribe/{token}',
    tags: ['public'],
    summary: "Unsubscribe an address from a wedding's email (one-click, RFC 8058)",
  })
  .input(z.object({ params: unsubscribeParamsSchema }))
  .output(unsubscribedResponseSchema);
