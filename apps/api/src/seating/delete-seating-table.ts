import type { PrismaClient } from '@wedding/db';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { seatingTableNotFound } from './seating-errors.js';

/** Removes a table of the wedding; its guests' seats go with it (they return to the unseated list). */
export async function deleteSeatingTable(
  prisma: PrismaClient,
  weddingId: string,
  tableId: string,
  actor: ActivityActor,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const table = await tx.seatingTable.findFirst({
      where: { id: tableId, weddingId },
      select: { name: true },
    });
    if (!table) throw seatingTableNotFound();
    await tx.seatingTable.delete({ where: { id: tableId } });
    await recordActivity(tx, weddingId, actor, { action: 'seating.tableDeleted', subject: table.name });
  });
}
