import { ADMIN_MESSAGE_FILTERS } from '@wedding/core';
import { z } from 'zod';

/** /admin/messages?… (and /admin/customers/messages?customerId=…): filter, customer and page in the URL. */
export const messagesSearchSchema = z.object({
  status: z.enum(ADMIN_MESSAGE_FILTERS).default('unread').catch('unread'),
  customerId: z.string().max(100).optional().catch(undefined),
  page: z.number().int().min(1).default(1).catch(1),
});
export type MessagesSearch = z.output<typeof messagesSearchSchema>;
