import type { Prisma } from '@wedding/db';
import type { AuthUser } from '../../auth/types.js';

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId?: string | null;
  weddingId?: string | null;
  customerId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

type AuditWriter = Pick<Prisma.TransactionClient, 'auditLog'>;

const json = (value: unknown): Prisma.InputJsonValue | undefined =>
  value === undefined || value === null
    ? undefined
    : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue);

/**
 * Writes what a staff member changed into the append-only audit log. Called inside the change's own
 * transaction, so a change is never stored without its entry (nor an entry without the change).
 */
export async function recordAudit(db: AuditWriter, actor: AuthUser, record: AuditRecord): Promise<void> {
  await db.auditLog.create({
    data: {
      actorId: actor.id,
      actorName: actor.username,
      action: record.action,
      entityType: record.entityType,
      entityId: record.entityId ?? null,
      weddingId: record.weddingId ?? null,
      customerId: record.customerId ?? null,
      before: json(record.before),
      after: json(record.after),
      reason: record.reason ?? null,
    },
  });
}
