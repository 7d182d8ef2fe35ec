import { AUDIT_ENTITY_TYPES } from '@wedding/core';
import { z } from 'zod';

const id = z.string().max(100).optional().catch(undefined);

/** /admin/audit?…: the log narrowed to a wedding, a customer or a kind of entity, and the page. */
export const auditSearchSchema = z.object({
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional().catch(undefined),
  weddingId: id,
  customerId: id,
  page: z.number().int().min(1).default(1).catch(1),
});
export type AuditSearch = z.output<typeof auditSearchSchema>;
