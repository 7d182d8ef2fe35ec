import { MAIL_STATUSES } from '@wedding/core';
import { z } from 'zod';

/** /admin/outbox?…: search, status, page and the message open in the dialog, so a link shows the same view. */
export const outboxSearchSchema = z.object({
  search: z.string().max(200).default('').catch(''),
  status: z.enum(MAIL_STATUSES).optional().catch(undefined),
  page: z.number().int().min(1).default(1).catch(1),
  message: z.string().max(100).optional().catch(undefined),
});
export type OutboxSearch = z.output<typeof outboxSearchSchema>;
