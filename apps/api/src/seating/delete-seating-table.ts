import type { PrismaClient } from '@wedding/db';
import { seatingTableNotFound } from './seating-errors.js';

/** Removes a table of the wedding; its guests' seats go with it (they return to the unseated list). */
export async function deleteSeatingTable(
  prisma: PrismaClient,
  weddingId: string,
  tableId: string,
): Promise<void> {
  const { count } = await prisma.seatingTable.deleteMany({ where: { id: tableId, weddingId } });
  if (count === 0) throw seatingTableNotFound();
}
