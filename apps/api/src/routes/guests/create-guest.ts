import { createGuestRequestSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { memberActor, recordActivity } from '../../activity/index.js';
import { assertMayEditGuest, currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { addressRows, guestScalarData, recordGuestChange, socialProfileRows } from '../../guests/index.js';
import { parseBody } from '../../http/validate.js';
import { memberAuthor } from './guest-author.js';
import { saveGuest } from './save-guest.js';

/**
 * POST /api/weddings/:weddingId/guests -> 201 {data}; new guests start pending / standard (docs/requirements.md B4).
 */
export function createGuest(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const weddingId = currentWedding(res).id;
    // The schema fills in the name from first and last name when it is missing (docs/requirements.md B3).
    const input = parseBody(createGuestRequestSchema, req);
    const { name } = input;
    assertMayEditGuest(res, input.side);
    const author = memberAuthor(res, 'dashboard');
    const guest = await saveGuest(deps, weddingId, async (tx, rejectDuplicate) => {
      await rejectDuplicate({ weddingId, name, phone: input.phone ?? null });
      const created = await tx.guest.create({
        data: {
          ...guestScalarData(input),
          weddingId,
          name,
          addresses: { create: addressRows(input.addresses ?? []) },
          socialProfiles: { create: socialProfileRows(input.socialMediaProfiles ?? []) },
        },
        select: { id: true },
      });
      await recordGuestChange(tx, weddingId, created.id, author, null, { ...guestScalarData(input), name });
      await recordActivity(tx, weddingId, memberActor(res), { action: 'guest.created', subject: name });
      return created.id;
    });
    res.status(201).json({ data: guest });
  };
}
