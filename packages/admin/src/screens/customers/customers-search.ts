import { USER_ROLES } from '@wedding/core';
import { z } from 'zod';

/** /admin/customers?…: search, role and page in the URL. */
export const customersSearchSchema = z.object({
  search: z.string().max(200).default('').catch(''),
  role: z.enum(USER_ROLES).optional().catch(undefined),
  page: z.number().int().min(1).default(1).catch(1),
});
export type CustomersSearch = z.output<typeof customersSearchSchema>;
