import type { EventInvitation } from '@wedding/core';
import type { PrismaClient } from '@wedding/db';

/** An event's invitation with the ids of the meals it offers (what the RSVP check and the site's filter read). */
export type EventInvitationRow = EventInvitation & { mealOptionIds: string[] };

/** Every schedule event of the wedding with who is invited and its meal options' ids, in schedule order. */
export async function loadEventInvitations(
  prisma: PrismaClient,
  weddingId: string,
): Promise<EventInvitationRow[]> {
  const events = await prisma.scheduleEvent.findMany({
    where: { weddingId },
    orderBy: [{ day: 'asc' }, { time: 'asc' }, { sortOrder: 'asc' }, { createdAt: 'asc' }],
    select: {
      id: true,
      audience: true,
      invitedCategories: true,
      invitedSides: true,
      households: { select: { partyId: true } },
      mealOptions: { select: { id: true }, orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }] },
    },
  });
  return events.map((event) => ({
    id: event.id,
    audience: event.audience,
    invitedCategories: event.invitedCategories,
    invitedSides: event.invitedSides,
    invitedHouseholdIds: event.households.map((household) => household.partyId),
    mealOptionIds: event.mealOptions.map((meal) => meal.id),
  }));
}
