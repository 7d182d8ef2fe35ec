import type { AttendanceStatus } from '../../schemas/enums';

/** One person's answer for one event, as sent or stored. */
export interface PersonEventAnswer {
  eventId: string;
  attending: boolean;
  mealOptionId?: string | null;
}

/** One person's resolved answer for an event they are invited to. */
export interface ResolvedEventAnswer {
  eventId: string;
  attending: boolean;
  mealOptionId: string | null;
  /** False when the answer was derived from the RSVP's overall attendance (no per-event answer given). */
  explicit: boolean;
}

export interface EventAnswerSource {
  attendanceStatus: AttendanceStatus;
  /** Everyone the RSVP names, the respondent first; `events` holds their per-event answers, if any. */
  guests: readonly { events?: readonly PersonEventAnswer[] | null }[];
}

/**
 * Each named person's answer for every event the party is invited to. A per-event answer wins; an event the person
 * was not asked about (an RSVP from before events were answered one by one, or from a client that sends the single
 * answer of docs/requirements.md B3) takes the RSVP's overall answer: attending when the RSVP says attending, else not.
 * Answers for events outside `invitedEventIds` are ignored here; the API refuses them before they are stored.
 */
export function resolveEventAnswers(
  rsvp: EventAnswerSource,
  invitedEventIds: readonly string[],
): ResolvedEventAnswer[][] {
  const overall = rsvp.attendanceStatus === 'attending';
  return rsvp.guests.map((guest) =>
    invitedEventIds.map((eventId) => {
      const given = guest.events?.find((answer) => answer.eventId === eventId);
      if (given === undefined) return { eventId, attending: overall, mealOptionId: null, explicit: false };
      return {
        eventId,
        attending: overall && given.attending,
        mealOptionId: overall && given.attending ? (given.mealOptionId ?? null) : null,
        explicit: true,
      };
    }),
  );
}

/**
 * People an RSVP brings to each invited event: the named persons who attend it, plus the unnamed companions of the
 * count (numberOfGuests beyond the named persons), who follow the respondent's answer for that event.
 */
export function eventHeadCounts(
  rsvp: EventAnswerSource & { numberOfGuests: number },
  invitedEventIds: readonly string[],
): Map<string, number> {
  const resolved = resolveEventAnswers(rsvp, invitedEventIds);
  const unnamed = Math.max(0, rsvp.numberOfGuests - rsvp.guests.length);
  const counts = new Map<string, number>();
  invitedEventIds.forEach((eventId, index) => {
    const named = resolved.filter((person) => person[index]?.attending).length;
    const respondentComes = resolved[0]?.[index]?.attending ?? rsvp.attendanceStatus === 'attending';
    counts.set(eventId, named + (respondentComes ? unnamed : 0));
  });
  return counts;
}
