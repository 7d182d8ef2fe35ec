import { groupGuestsRequestSchema, ungroupGuestRequestSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { currentWedding } from '../../auth/middleware.js';
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
      await withGroupRoleHistory(
        tx,
        weddingId,
        author,
        [input.primaryGuestId, ...input.companionGuestIds],
        () => groupGuests(tx, weddingId, input.primaryGuestId, input.companionGuestIds),
      );
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
        select: { id: true, companionGroupId: true },
      });
      if (!guest) throw guestNotFound();
      return withGroupRoleHistory(tx, weddingId, author, [guest.id], () => detachFromGroup(tx, guest));
    });
    res.json({ message: detached ? GUEST_MESSAGES.ungrouped : GUEST_MESSAGES.notGrouped });
  };
}
