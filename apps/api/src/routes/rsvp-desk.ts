import {
  calendarDayInZone,
  guestHeadCounts,
  linkRsvpRequestSchema,
  recordIdSchema,
  rsvpDeadlineRequestSchema,
} from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { Router } from 'express';
import { z } from 'zod';
import { memberActor, recordActivity } from '../activity/index.js';
import { assertMayEditGuest, currentWedding, memberRoute } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { GUEST_MESSAGES, lockWeddingGuests, recordGuestChange } from '../guests/index.js';
import { HttpError } from '../http/errors.js';
import { parseBody } from '../http/validate.js';
import { rsvpListView } from '../rsvp/rsvp-list-view.js';
import { deadlineFromRequest, deadlineView } from '../weddings/rsvp-deadline.js';
import { memberAuthor } from './guests/guest-author.js';

const deskInclude = {
  guests: { orderBy: { position: 'asc' } },
  guest: { select: { name: true } },
} as const satisfies Prisma.RsvpInclude;

type DeskRsvp = Prisma.RsvpGetPayload<{ include: typeof deskInclude }>;

const deskItem = (rsvp: DeskRsvp) => ({
  ...rsvpListView(rsvp),
  guestId: rsvp.guestId,
  guestName: rsvp.guest?.name ?? null,
});

const rsvpParams = z.object({ rsvpId: recordIdSchema });
const rsvpNotFound = () => new HttpError(404, 'rsvpNotFound');

/** RSVP desk: the answers matched to the list, the head-counts, the deadline, and linking by hand. */
export function registerRsvpDeskRoutes(router: Router, deps: AppDeps): void {
  /** GET /api/weddings/:weddingId/rsvp-desk -> {rsvpDeadline, rsvpClosed, counts, unmatched, rsvps[]}. */
  router.get('/api/weddings/:weddingId/rsvp-desk', ...memberRoute(deps, 'read'), async (_req, res) => {
    const weddingId = currentWedding(res).id;
    const [wedding, guests, rsvps] = await Promise.all([
      deps.prisma.wedding.findUniqueOrThrow({
        where: { id: weddingId },
        select: { rsvpDeadline: true, timeZone: true },
      }),
      deps.prisma.guest.findMany({
        where: { weddingId },
        select: {
          id: true,
          estimatedGuests: true,
          groupRole: true,
          companionGroupId: true,
          attendanceStatus: true,
          rsvpReceived: true,
          confirmedGuests: true,
        },
      }),
      deps.prisma.rsvp.findMany({
        where: { weddingId },
        include: deskInclude,
        orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
      }),
    ]);
    const counts = guestHeadCounts(
      guests.map((guest) => ({ ...guest, householdId: guest.companionGroupId })),
    );
    res.json({
      ...deadlineView(wedding.rsvpDeadline, wedding.timeZone, deps.now()),
      counts,
      unmatched: rsvps.filter((rsvp) => rsvp.guestId === null).length,
      rsvps: rsvps.map(deskItem),
    });
  });

  /**
   * PUT /api/weddings/:weddingId/rsvp-deadline {rsvpDeadline: day or instant or null}
   * -> {rsvpDeadline, rsvpDeadlineDay, rsvpClosed}.
   */
  router.put(
    '/api/weddings/:weddingId/rsvp-deadline',
    ...memberRoute(deps, 'editGuestList'),
    async (req, res) => {
      const { rsvpDeadline } = parseBody(rsvpDeadlineRequestSchema, req);
      const weddingId = currentWedding(res).id;
      const saved = await deps.prisma.$transaction(async (tx) => {
        const { timeZone } = await tx.wedding.findUniqueOrThrow({
          where: { id: weddingId },
          select: { timeZone: true },
        });
        const deadline = deadlineFromRequest(rsvpDeadline, timeZone);
        await recordActivity(tx, weddingId, memberActor(res), {
          action: 'rsvp.deadlineSet',
          detail: deadline ? calendarDayInZone(deadline, timeZone) : null,
        });
        return tx.wedding.update({
          where: { id: weddingId },
          data: { rsvpDeadline: deadline },
          select: { rsvpDeadline: true, timeZone: true },
        });
      });
      // A reminder whose moment has already come under the new deadline goes out now, not at the next minute.
      await deps.jobs?.tickSoon();
      res.json(deadlineView(saved.rsvpDeadline, saved.timeZone, deps.now()));
    },
  );

  /**
   * PUT /api/weddings/:weddingId/rsvps/:rsvpId/guest {guestId} -> {rsvp}: links an unmatched RSVP to a list entry
   * and applies its answer there (as a matched public RSVP does), with a history entry; null unlinks it.
   */
  router.put(
    '/api/weddings/:weddingId/rsvps/:rsvpId/guest',
    ...memberRoute(deps, 'editGuestList'),
    async (req, res) => {
      const parsedParams = rsvpParams.safeParse(req.params);
      if (!parsedParams.success) throw rsvpNotFound();
      const { rsvpId } = parsedParams.data;
      const { guestId } = parseBody(linkRsvpRequestSchema, req);
      const weddingId = currentWedding(res).id;
      const author = memberAuthor(res, 'link');
      await deps.prisma.$transaction(async (tx) => {
        await lockWeddingGuests(tx, weddingId);
        const rsvp = await tx.rsvp.findFirst({ where: { id: rsvpId, weddingId } });
        if (!rsvp) throw rsvpNotFound();
        if (guestId === null) {
          await tx.rsvp.update({ where: { id: rsvpId }, data: { guestId: null } });
          return;
        }
        const guest = await tx.guest.findFirst({ where: { id: guestId, weddingId } });
        if (!guest) throw new HttpError(404, GUEST_MESSAGES.notFound);
        assertMayEditGuest(res, guest.side);
        const answer = {
          rsvpReceived: true,
          attendanceStatus: rsvp.attendanceStatus,
          confirmedGuests: rsvp.numberOfGuests,
          needsTransport: rsvp.needsTransport,
          needsAccommodation: rsvp.needsAccommodation,
        };
        await tx.rsvp.update({ where: { id: rsvpId }, data: { guestId } });
        await tx.guest.update({ where: { id: guestId }, data: answer });
        await recordGuestChange(tx, weddingId, guestId, author, guest, answer);
        await recordActivity(tx, weddingId, memberActor(res), {
          action: 'rsvp.recorded',
          subject: guest.name,
        });
      });
      const linked = await deps.prisma.rsvp.findUniqueOrThrow({
        where: { id: rsvpId },
        include: deskInclude,
      });
      res.json({ rsvp: deskItem(linked) });
    },
  );
}
