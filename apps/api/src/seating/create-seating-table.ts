import { SEATING_LIMITS, type SeatingTable, type seatingTableCreateRequestSchema } from '@wedding/core';
import { type PrismaClient, seatingTableOf, seatingTableSelect } from '@wedding/db';
import type { z } from 'zod';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { HttpError } from '../http/errors.js';

/** A new table at the end of the plan, within the wedding's table limit. */
export async function createSeatingTable(
  prisma: PrismaClient,
  weddingId: string,
  input: z.output<typeof seatingTableCreateRequestSchema>,
  actor: ActivityActor,
): Promise<SeatingTable> {
  const [count, last] = await Promise.all([
    prisma.seatingTable.count({ where: { weddingId } }),
    prisma.seatingTable.findFirst({
      where: { weddingId },
      orderBy: { sortOrder: 'desc' },
      select: { sortOrder: true },
    }),
  ]);
  if (count >= SEATING_LIMITS.tables)
    throw new HttpError(409, 'limitReached', { max: SEATING_LIMITS.tables });
  const [row] = await prisma.$transaction([
    prisma.seatingTable.create({
      data: { weddingId, ...input, sortOrder: (last?.sortOrder ?? -1) + 1 },
      select: seatingTableSelect,
    }),
    recordActivity(prisma, weddingId, actor, { action: 'seating.tableAdded', subject: input.name }),
  ]);
  return seatingTableOf(row);
}
