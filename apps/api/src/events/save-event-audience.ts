import type { ScheduleEventPayload } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import { HttpError } from '../http/errors.js';

/**
 * Writes who an event is open to, inside the caller's transaction. Only what the payload carries changes. Chosen
 * households are named by their heads; an id that is not the head of one of this wedding's households answers 404
 * householdNotFound and the transaction writes nothing.
 */
export async function saveEventAudience(
  tx: Prisma.TransactionClient,
  weddingId: string,
  eventId: string,
  input: Pick<
    ScheduleEventPayload,
    'audience' | 'invitedCategories' | 'invitedSides' | 'invitedHouseholdIds'
  >,
): Promise<void> {
  await tx.scheduleEvent.update({
    where: { id: eventId },
    data: {
      ...(input.audience === undefined ? {} : { audience: input.audience }),
      ...(input.invitedCategories === undefined
        ? {}
        : { invitedCategories: [...new Set(input.invitedCategories)] }),
      ...(input.invitedSides === undefined ? {} : { invitedSides: [...new Set(input.invitedSides)] }),
    },
  });
  if (input.invitedHouseholdIds === undefined) return;
  const wanted = [...new Set(input.invitedHouseholdIds)];
  const heads = await tx.guest.findMany({
    where: { weddingId, id: { in: wanted }, OR: [{ partyId: '' }, { partyId: { in: wanted } }] },
    select: { id: true, partyId: true },
  });
  const headIds = new Set(
    heads.filter((guest) => guest.partyId === '' || guest.partyId === guest.id).map((guest) => guest.id),
  );
  if (wanted.some((id) => !headIds.has(id))) throw new HttpError(404, 'householdNotFound');
  await tx.eventHousehold.deleteMany({ where: { eventId } });
  if (wanted.length > 0)
    await tx.eventHousehold.createMany({ data: wanted.map((partyId) => ({ eventId, partyId })) });
}
