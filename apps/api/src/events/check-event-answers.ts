import {
  eventAnswerProblems,
  invitedEventIds,
  type Locale,
  type PersonEventAnswer,
  translate,
} from '@wedding/core';
import type { PrismaClient } from '@wedding/db';
import type { Household } from '../households/index.js';
import { HttpError } from '../http/errors.js';
import { invitedHouseholdOf } from './invited-household.js';
import { loadEventInvitations } from './load-event-invitations.js';

/**
 * Refuses per-event answers that cannot be stored, before anything is written: an id that is not one of the
 * wedding's events or not a meal of that event answers 404 (as any forged id), an event the party is not invited to
 * 403 eventNotInvited with the reason in the guest's language on that answer's field
 * (`guests.N.events.M.eventId`), an attending person without a meal where the event offers meals 400
 * validationFailed on that field. A guest without a personal link answers as a household nobody
 * knows: only events open to everyone.
 */
export async function checkEventAnswers(
  prisma: PrismaClient,
  weddingId: string,
  household: Pick<Household, 'id' | 'memberIds'> | undefined,
  guests: readonly { events?: readonly PersonEventAnswer[] | null }[],
  locale: Locale,
): Promise<void> {
  if (!guests.some((guest) => (guest.events?.length ?? 0) > 0)) return;
  const [events, invited] = await Promise.all([
    loadEventInvitations(prisma, weddingId),
    household ? invitedHouseholdOf(prisma, weddingId, household) : null,
  ]);
  const invitedIds = new Set(invitedEventIds(events, invited));
  const problems = eventAnswerProblems(
    guests,
    events.map((event) => ({
      id: event.id,
      invited: invitedIds.has(event.id),
      mealOptionIds: event.mealOptionIds,
    })),
  );
  if (problems.length === 0) return;
  if (problems.some((problem) => problem.kind === 'unknownEvent')) throw new HttpError(404, 'eventNotFound');
  if (problems.some((problem) => problem.kind === 'unknownMeal'))
    throw new HttpError(404, 'mealOptionNotFound');
  // Details name the refused answers by field, as a refused payload does, so the wizard returns to its events step
  // and shows the reason there.
  const fieldsOf = (
    kind: 'notInvited' | 'mealRequired',
    input: string,
    key: 'rsvp.eventNotInvited' | 'rsvp.mealRequired',
  ) =>
    Object.fromEntries(
      problems.flatMap((problem) =>
        problem.kind === kind
          ? [[`guests.${problem.guestIndex}.events.${problem.answerIndex}.${input}`, translate(key, locale)]]
          : [],
      ),
    );
  const notInvited = fieldsOf('notInvited', 'eventId', 'rsvp.eventNotInvited');
  if (Object.keys(notInvited).length > 0) throw new HttpError(403, 'eventNotInvited', notInvited);
  throw new HttpError(400, 'validationFailed', fieldsOf('mealRequired', 'mealOptionId', 'rsvp.mealRequired'));
}
