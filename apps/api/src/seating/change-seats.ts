import type { SeatChange } from '@wedding/core';
import type { PrismaClient } from '@wedding/db';
import { type ActivityActor, recordCoalescedActivity } from '../activity/index.js';
import { isUniqueViolation } from '../database/is-unique-violation.js';
import { seatingConflict, seatingGuestNotFound, seatingTableNotFound } from './seating-errors.js';

/** Thrown inside the transaction to roll every change of the batch back. */
class StaleSeat extends Error {}

/**
 * Applies seat changes all or none. Every guest and table must belong to the wedding (else 404, nothing changed).
 * Each change is a compare-and-set on the guest's seat: it moves the guest only while they still sit where the
 * planner saw them; if another planner moved them first the batch rolls back and answers 409 seatingConflict.
 * A first seat is an insert guarded by the unique guest id, so two planners seating one guest at once cannot both
 * succeed either.
 */
export async function changeSeats(
  prisma: PrismaClient,
  weddingId: string,
  changes: SeatChange[],
  actor: ActivityActor,
  now: Date,
): Promise<void> {
  const guestIds = [...new Set(changes.map((change) => change.guestId))];
  const tableIds = [
    ...new Set(
      changes.flatMap((change) => [change.fromTableId, change.toTableId]).filter((id) => id !== null),
    ),
  ];
  const [guests, tables] = await Promise.all([
    prisma.guest.count({ where: { weddingId, id: { in: guestIds } } }),
    prisma.seatingTable.count({ where: { weddingId, id: { in: tableIds } } }),
  ]);
  if (guests !== guestIds.length) throw seatingGuestNotFound();
  if (tables !== tableIds.length) throw seatingTableNotFound();

  try {
    await prisma.$transaction(async (tx) => {
      for (const change of changes) {
        const { guestId, fromTableId, toTableId, placedByHand } = change;
        if (fromTableId === null) {
          if (toTableId === null) {
            if ((await tx.seatAssignment.count({ where: { guestId } })) > 0) throw new StaleSeat();
            continue;
          }
          await tx.seatAssignment.create({ data: { weddingId, guestId, tableId: toTableId, placedByHand } });
          continue;
        }
        const where = { guestId, weddingId, tableId: fromTableId };
        const { count } =
          toTableId === null
            ? await tx.seatAssignment.deleteMany({ where })
            : await tx.seatAssignment.updateMany({ where, data: { tableId: toTableId, placedByHand } });
        if (count === 0) throw new StaleSeat();
      }
      await recordCoalescedActivity(
        tx,
        weddingId,
        actor,
        { action: 'seating.seatsChanged', count: guestIds.length },
        now,
      );
    });
  } catch (error) {
    if (error instanceof StaleSeat || isUniqueViolation(error)) throw seatingConflict();
    // A table removed by another planner while this batch ran: its seats are gone, so this batch is stale too.
    if (isForeignKeyViolation(error)) throw seatingConflict();
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (code === 'P2003' || code === '23503') return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isForeignKeyViolation(cause);
}
