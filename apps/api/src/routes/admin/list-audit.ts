import { type AdminAuditQuery, adminAuditQuerySchema } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';
import { parseQuery } from '../../http/validate.js';
import { pageAnswer } from './admin-paging.js';

function auditWhere(query: AdminAuditQuery): Prisma.AuditLogWhereInput {
  return {
    ...(query.weddingId ? { weddingId: query.weddingId } : {}),
    ...(query.customerId ? { customerId: query.customerId } : {}),
    ...(query.entityType ? { entityType: query.entityType } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.search ? { actorName: { contains: query.search, mode: 'insensitive' as const } } : {}),
  };
}

/** GET /api/admin/audit: the log newest first, filtered by wedding, customer, entity type, action or actor. */
export function listAdminAudit(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const query = parseQuery(adminAuditQuerySchema, req);
    const where = auditWhere(query);
    const [total, entries] = await Promise.all([
      deps.prisma.auditLog.count({ where }),
      deps.prisma.auditLog.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (query.page - 1) * query.limit,
        take: query.limit,
      }),
    ]);
    res.json(pageAnswer(entries, total, query));
  };
}
