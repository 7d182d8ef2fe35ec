import { z } from 'zod';
import { recordIdSchema } from '../schemas/primitives/record-id';
import {
  bulkMailRequestSchema,
  mailSettingsRequestSchema,
  outboxQuerySchema,
} from '../schemas/requests/outreach';
import { emptyBodySchema } from '../schemas/requests/weddings';
import {
  bulkMailPreviewResponseSchema,
  bulkMailSentResponseSchema,
  mailSettingsResponseSchema,
  outboxMessageDetailResponseSchema,
  outboxPageResponseSchema,
  outboxRetriedResponseSchema,
} from '../schemas/responses/outreach';
import { route } from './route';
import { weddingParamsSchema } from './weddings';

const member = route.meta({ access: 'member' });
const W = '/api/weddings/{weddingId}';
const messageParamsSchema = weddingParamsSchema.extend({ messageId: recordIdSchema });

/** Who a save-the-date or invitation would reach, with a rendered sample, before anything is sent. */
export const previewBulkMail = member
  .meta({ access: 'member', action: 'editWedding' })
  .route({
    method: 'POST',
    path: `${W}/mail/preview`,
    tags: ['mail'],
    summary: 'Preview a message to households',
  })
  .input(z.object({ params: weddingParamsSchema, body: bulkMailRequestSchema }))
  .output(bulkMailPreviewResponseSchema);

/** Queues a save-the-date or invitation to households (needs a verified email; counts against the daily cap). */
export const sendBulkMail = member
  .meta({ access: 'member', action: 'editWedding' })
  .route({
    method: 'POST',
    path: `${W}/mail/send`,
    tags: ['mail'],
    summary:
      'Send a save-the-date or invitation to households (403 verifiedEmailRequired, 429 dailyMailCapReached)',
    successStatus: 202,
  })
  .input(z.object({ params: weddingParamsSchema, body: bulkMailRequestSchema }))
  .output(bulkMailSentResponseSchema);

export const readMailSettings = member
  .route({
    method: 'GET',
    path: `${W}/mail/settings`,
    tags: ['mail'],
    summary: 'RSVP notices, reminders, the cap',
  })
  .input(z.object({ params: weddingParamsSchema }))
  .output(mailSettingsResponseSchema);

export const updateMailSettings = member
  .meta({ access: 'member', action: 'editWedding' })
  .route({
    method: 'PUT',
    path: `${W}/mail/settings`,
    tags: ['mail'],
    summary: 'Choose RSVP notices and reminder lead times (reminders need a verified email)',
  })
  .input(z.object({ params: weddingParamsSchema, body: mailSettingsRequestSchema }))
  .output(mailSettingsResponseSchema);

export const listOutbox = member
  .route({
    method: 'GET',
    path: `${W}/outbox`,
    tags: ['mail'],
    summary: "The wedding's emails, newest first",
  })
  .input(z.object({ params: weddingParamsSchema, query: outboxQuerySchema }))
  .output(outboxPageResponseSchema);

export const readOutboxMessage = member
  .route({ method: 'GET', path: `${W}/outbox/{messageId}`, tags: ['mail'], summary: 'One email as written' })
  .input(z.object({ params: messageParamsSchema }))
  .output(outboxMessageDetailResponseSchema);

/** Sends failed messages again (all of them, or one). */
export const retryOutbox = member
  .meta({ access: 'member', action: 'editWedding' })
  .route({
    method: 'POST',
    path: `${W}/outbox/retry`,
    tags: ['mail'],
    summary: 'Send the failed emails again',
  })
  .input(z.object({ params: weddingParamsSchema, body: emptyBodySchema }))
  .output(outboxRetriedResponseSchema);

export const retryOutboxMessage = member
  .meta({ access: 'member', action: 'editWedding' })
  .route({
    method: 'POST',
    path: `${W}/outbox/{messageId}/retry`,
    tags: ['mail'],
    summary: 'Send one failed email again',
  })
  .input(z.object({ params: messageParamsSchema, body: emptyBodySchema }))
  .output(outboxRetriedResponseSchema);

/** Staff: every wedding's emails and the account emails, newest first. */
export const listAllOutbox = route
  .meta({ access: 'admin' })
  .route({
    method: 'GET',
    path: '/api/admin/outbox',
    tags: ['admin'],
    summary: 'Every email the service wrote',
  })
  .input(z.object({ query: outboxQuerySchema }))
  .output(outboxPageResponseSchema);

export const readAnyOutboxMessage = route
  .meta({ access: 'admin' })
  .route({
    method: 'GET',
    path: '/api/admin/outbox/{messageId}',
    tags: ['admin'],
    summary: 'One email as written',
  })
  .input(z.object({ params: z.object({ messageId: recordIdSchema }) }))
  .output(outboxMessageDetailResponseSchema);
