import {
  eventHeadCounts,
  type InvitedHousehold,
  invitedEventIds,
  isHouseholdInvitedToEvent,
  type Locale,
  listEntriesOfAnswer,
  mealTextFor,
  resolveEventAnswers,
} from '@wedding/core';
import type { PrismaClient } from '@wedding/db';
import { type EventInvitationRow, loadEventInvitations } from './load-event-invitations.js';

/** One attending person at an event, as the caterer reads them. */
export interface EventGuest {
  /**
   * The guest-list entry this person is (for their seat): a member of the answering household by name, else, for
   * the respondent, the entry the answer is linked to; null for someone the list does not name.
   */
  guestId: string | null;
  name: string;
  /** Whose answer named them: the household's (the linked entry's party), else the respondent's name. */
  party: string;
  mealOptionId: string | null;
  dietaryRestrictions: string[];
  allergies: string | null;
}

export interface EventAttendance {
  event: EventInvitationRow & { title: string; day: string; time: string };
  meals: { id: string; name: string; isKids: boolean }[];
  invitedHouseholds: number;
  answeredHouseholds: number;
  /** Named people who come, in the guest list's order of their answers. */
  guests: EventGuest[];
  /** People counted by an answer without a name (plus-ones the respondent did not name). */
  unnamed: number;
}

/**
 * Who comes to each event: the latest RSVP of each household (an answer linked to the guest list) and every RSVP
 * nobody on the list matched, each resolved with core's rules (per-event answers, else the single answer for every
 * event the household is invited to; an unmatched answer covers only the events open to everyone).
 */
export async function loadEventAttendance(
  prisma: PrismaClient,
  weddingId: string,
  locale: Locale,
  mainLocale: Locale,
): Promise<EventAttendance[]> {
  const [invitations, texts, guests, rsvps] = await Promise.all([
    loadEventInvitations(prisma, weddingId),
    prisma.scheduleEvent.findMany({
      where: { weddingId },
      select: {
        id: true,
        title: true,
        translations: true,
        description: true,
        day: true,
        time: true,
        mealOptions: { orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }] },
      },
    }),
    prisma.guest.findMany({
      where: { weddingId },
      select: { id: true, partyId: true, partyName: true, name: true, category: true, side: true },
    }),
    prisma.rsvp.findMany({
      where: { weddingId },
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
      include: { guests: { orderBy: { position: 'asc' }, include: { eventAnswers: true } } },
    }),
  ]);
  const partyOf = new Map(guests.map((guest) => [guest.id, guest.partyId || guest.id]));
  type ListMember = InvitedHousehold['members'][number] & { id: string; name: string };
  const households = new Map<string, InvitedHousehold & { name: string; members: ListMember[] }>();
  for (const guest of guests) {
    const party = guest.partyId || guest.id;
    const household = households.get(party) ?? {
      id: party,
      members: [],
      name: guest.partyName || guest.name,
    };
    households.set(party, { ...household, members: [...household.members, guest] });
  }
  // The latest answer of each household counts (rsvps are newest first); unmatched answers all count.
  const seen = new Set<string>();
  const counted = rsvps.filter((rsvp) => {
    const party = rsvp.guestId ? partyOf.get(rsvp.guestId) : undefined;
    if (party === undefined) return true;
    if (seen.has(party)) return false;
    seen.add(party);
    return true;
  });
  const byEvent = new Map(
    invitations.map((event) => [
      event.id,
      { guests: [] as EventGuest[], unnamed: 0, answered: new Set<string>() },
    ]),
  );
  for (const rsvp of [...counted].reverse()) {
    const party = rsvp.guestId ? partyOf.get(rsvp.guestId) : undefined;
    const household = party === undefined ? null : (households.get(party) ?? null);
    const invited = invitedEventIds(invitations, household);
    const source = {
      attendanceStatus: rsvp.attendanceStatus,
      numberOfGuests: rsvp.numberOfGuests,
      guests: rsvp.guests.map((person) => ({ events: person.eventAnswers })),
    };
    const resolved = resolveEventAnswers(source, invited);
    const heads = eventHeadCounts(source, invited);
    const entries = listEntriesOfAnswer(rsvp.guests, household?.members ?? [], rsvp.guestId);
    invited.forEach((eventId, index) => {
      const entry = byEvent.get(eventId);
      if (!entry) return;
      if (party !== undefined) entry.answered.add(party);
      let named = 0;
      rsvp.guests.forEach((person, position) => {
        const answer = resolved[position]?.[index];
        if (!answer?.attending) return;
        named += 1;
        entry.guests.push({
          guestId: entries[position] ?? null,
          name: person.name,
          party: household?.name ?? rsvp.name,
          mealOptionId: answer.mealOptionId,
          dietaryRestrictions: person.dietaryRestrictions,
          allergies: person.allergies,
        });
      });
      entry.unnamed += Math.max(0, (heads.get(eventId) ?? 0) - named);
    });
  }
  const textOf = new Map(texts.map((event) => [event.id, event]));
  return invitations.map((event) => {
    const row = textOf.get(event.id);
    const entry = byEvent.get(event.id) ?? { guests: [], unnamed: 0, answered: new Set<string>() };
    const title = row ? translatedTitle(row, locale) : '';
    return {
      event: {
        ...event,
        title,
        day: row?.day.toISOString().slice(0, 10) ?? '',
        time: row?.time ?? '',
      },
      meals: (row?.mealOptions ?? []).map((meal) => ({
        id: meal.id,
        name: mealTextFor(meal, locale, mainLocale).name,
        isKids: meal.isKids,
      })),
      invitedHouseholds: [...households.values()].filter((household) =>
        isHouseholdInvitedToEvent(event, household),
      ).length,
      answeredHouseholds: entry.answered.size,
      guests: entry.guests,
      unnamed: entry.unnamed,
    };
  });
}

function translatedTitle(event: { title: string; translations: unknown }, locale: Locale): string {
  const entry =
    event.translations && typeof event.translations === 'object' && !Array.isArray(event.translations)
      ? (event.translations as Record<string, { title?: unknown } | undefined>)[locale]
      : undefined;
  return typeof entry?.title === 'string' && entry.title !== '' ? entry.title : event.title;
}
