import type { Prisma } from '@wedding/db';

export const rsvpListInclude = {
  guests: { orderBy: { position: 'asc' } },
} as const satisfies Prisma.RsvpInclude;

type RsvpWithGuests = Prisma.RsvpGetPayload<{ include: typeof rsvpListInclude }>;

/**
 * One RSVP as the couple sees it. The idempotency key and request hash stay internal. guests[] is everyone
 * the answer covers: the respondent first with their own needs, then the companions in the order typed.
 */
export const rsvpListView = (rsvp: RsvpWithGuests) => ({
  id: rsvp.id,
  name: rsvp.name,
  email: rsvp.email,
  phone: rsvp.phone,
  attendanceStatus: rsvp.attendanceStatus,
  numberOfGuests: rsvp.numberOfGuests,
  guests: rsvp.guests.map((guest) => ({
    name: guest.name,
    dietaryRestrictions: guest.dietaryRestrictions,
    allergies: guest.allergies,
  })),
  needsTransport: rsvp.needsTransport,
  needsAccommodation: rsvp.needsAccommodation,
  message: rsvp.message,
  submittedAt: rsvp.submittedAt.toISOString(),
});
