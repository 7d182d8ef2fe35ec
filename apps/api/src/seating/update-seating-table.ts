import type { SeatingTable, seatingTableUpdateRequestSchema } from '@wedding/core';
import { type PrismaClient, seatingTableOf, seatingTableSelect } from '@wedding/db';
import type { z } from 'zod';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { seatingConflict, seatingTableNotFound } from './seating-errors.js';

/**
 * A table's edit, applied only while the table still has the version the planner saw (compare-and-set in one
 * statement), so a concurrent edit answers 409 instead of being overwritten.
 */
export async function updateSeatingTable(
  prisma: PrismaClient,
  weddingId: string,
  tableId: string,
  input: z.output<typeof seatingTableUpdateRequestSchema>,
  actor: ActivityActor,
): Promise<SeatingTable> {
  const { version, ...fields } = input;
  const count = await prisma.$transaction(async (tx) => {
    const updated = await tx.seatingTable.updateMany({
      where: { id: tableId, weddingId, version },
      data: { ...fields, version: { increment: 1 } },
    });
    if (updated.count === 0) return 0;
    const table = await tx.seatingTable.findUniqueOrThrow({ where: { id: tableId }, select: { name: true } });
    await recordActivity(tx, weddingId, actor, { action: 'seating.tableChanged', subject: table.name });
    return updated.count;
  });
  if (count === 0) {
    const exists = await prisma.seatingTable.findFirst({
      where: { id: tableId, weddingId },
      select: { id: true },
    });
    throw exists ? seatingConflict() : seatingTableNotFound();
  }
  const row = await prisma.seatingTable.findUniqueOrThrow({
    where: { id: tableId },
    select: seatingTableSelect,
  });
  return seatingTableOf(row);
}
