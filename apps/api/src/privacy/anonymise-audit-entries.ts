import { Prisma } from '@wedding/db';

type AuditClient = Pick<Prisma.TransactionClient, 'auditLog'>;

/**
 * What an entry's before/after may keep once its subject is erased: the kind of change staff made (plan,
 * activation, role), which names nobody. Slugs, usernames, owner ids, captions and venue names all go.
 */
const NON_PERSONAL_FIELDS = ['isActive', 'isPremium', 'role'] as const;

function nonPersonal(value: Prisma.JsonValue | null): Prisma.InputJsonObject | typeof Prisma.DbNull {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return Prisma.DbNull;
  const kept = Object.fromEntries(
    NON_PERSONAL_FIELDS.filter((field) => field in value).map((field) => [field, value[field]]),
  );
  return Object.keys(kept).length > 0 ? (kept as Prisma.InputJsonObject) : Prisma.DbNull;
}

/**
 * Erasing a wedding or an account keeps the audit log's history of staff actions (who did what, when) but leaves
 * nothing in it that points at the erased subject (docs/decisions.md, GDPR). An entry about an erased wedding
 * points at nothing any more (`weddingId`, `customerId` and `entityId`: the wedding, its owner, its venue or
 * image); one about an erased account loses the account (`customerId`, and `entityId` where the entry is about
 * the account) but keeps a wedding that outlives it. Either way before/after keep only NON_PERSONAL_FIELDS and
 * the free-text reason is cleared. An erased staff account stays the actor by name only (`actorId` null), as the
 * schema promises: staff actions stay accountable. Runs inside the erasure's transaction.
 */
export async function anonymiseAuditEntries(
  db: AuditClient,
  subject: { weddingId: string } | { userId: string },
): Promise<void> {
  const id = 'weddingId' in subject ? subject.weddingId : subject.userId;
  const where: Prisma.AuditLogWhereInput =
    'weddingId' in subject
      ? { OR: [{ weddingId: id }, { entityType: 'wedding', entityId: id }] }
      : { OR: [{ customerId: id }, { entityType: 'user', entityId: id }] };
  const entries = await db.auditLog.findMany({
    where,
    select: { id: true, weddingId: true, customerId: true, entityId: true, before: true, after: true },
  });
  for (const entry of entries) {
    const aboutErasedWedding = entry.weddingId === id;
    await db.auditLog.update({
      where: { id: entry.id },
      data: {
        weddingId: aboutErasedWedding ? null : entry.weddingId,
        customerId: aboutErasedWedding || entry.customerId === id ? null : entry.customerId,
        entityId: aboutErasedWedding || entry.entityId === id ? null : entry.entityId,
        before: nonPersonal(entry.before),
        after: nonPersonal(entry.after),
        reason: null,
      },
    });
  }
  if ('userId' in subject) {
    await db.auditLog.updateMany({ where: { actorId: id }, data: { actorId: null } });
  }
}
