import { rsvpListQuerySchema } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { Router } from 'express';
import { currentWedding, memberRoute } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { parseQuery } from '../http/validate.js';

const rsvpListInclude = {
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

export function registerRsvpRoutes(router: Router, deps: AppDeps): void {
  /**
   * The RSVPs of the wedding, newest first (the (weddingId, submittedAt) index serves the order); `limit` takes the
   * newest few (the overview's recent activities).
   */
  router.get('/api/weddings/:weddingId/rsvps', ...memberRoute(deps, 'read'), async (req, res) => {
    const { limit } = parseQuery(rsvpListQuerySchema, req);
    const rsvps = await deps.prisma.rsvp.findMany({
      where: { weddingId: currentWedding(res).id },
      include: rsvpListInclude,
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
    res.json({ rsvps: rsvps.map(rsvpListView) });
  });
}
