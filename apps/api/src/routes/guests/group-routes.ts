import { groupGuestsRequestSchema, ungroupGuestRequestSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { memberActor, recordActivity } from '../../activity/index.js';
import { assertMayEditGuest, currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import {
  detachFromGroup,
  GUEST_MESSAGES,
  groupGuests,
  lockWeddingGuests,
  withGroupRoleHistory,
} from '../../guests/index.js';
import { parseBody } from '../../http/validate.js';
import { memberAuthor } from './guest-author.js';
import { guestNotFound } from './guest-params.js';

/** POST /api/weddings/:weddingId/guests/group {primaryGuestId, companionGuestIds[]} -> {message}. */
export function groupGuestsRoute(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const weddingId = currentWedding(res).id;
    const input = parseBody(groupGuestsRequestSchema, req);
    const author = memberAuthor(res, 'dashboard');
    await deps.prisma.$transaction(async (tx) => {
      await lockWeddingGuests(tx, weddingId);
      // Grouping changes every guest it names: all of them must be the member's to change.
      const named = await tx.guest.findMany({
        where: { weddingId, id: { in: [input.primaryGuestId, ...input.companionGuestIds] } },
        select: { id: true, name: true, side: true },
      });
      assertMayEditGuest(res, ...named.map((guest) => guest.side));
      await withGroupRoleHistory(
        tx,
        weddingId,
        author,
        [input.primaryGuestId, ...input.companionGuestIds],
        () => groupGuests(tx, weddingId, input.primaryGuestId, input.companionGuestIds),
      );
      const primary = named.find((guest) => guest.id === input.primaryGuestId);
      await recordActivity(tx, weddingId, memberActor(res), {
        action: 'guests.grouped',
        subject: primary?.name ?? null,
        count: named.length,
      });
    });
    res.json({ message: GUEST_MESSAGES.grouped });
  };
}

/** DELETE /api/weddings/:weddingId/guests/group {guestId} -> {message}; idempotent for ungrouped guests. */
export function ungroupGuestRoute(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const weddingId = currentWedding(res).id;
    const { guestId } = parseBody(ungroupGuestRequestSchema, req);
    const author = memberAuthor(res, 'dashboard');
    const detached = await deps.prisma.$transaction(async (tx) => {
      await lockWeddingGuests(tx, weddingId);
      const guest = await tx.guest.findFirst({
        where: { id: guestId, weddingId },
        select: { id: true, name: true, companionGroupId: true, side: true },
      });
      if (!guest) throw guestNotFound();
      assertMayEditGuest(res, guest.side);
      const detached = await withGroupRoleHistory(tx, weddingId, author, [guest.id], () =>
        detachFromGroup(tx, guest),
      );
      if (detached) {
        await recordActivity(tx, weddingId, memberActor(res), {
          action: 'guest.ungrouped',
          subject: guest.name,
        });
      }
      return detached;
    });
    res.json({ message: detached ? GUEST_MESSAGES.ungrouped : GUEST_MESSAGES.notGrouped });
  };
}
