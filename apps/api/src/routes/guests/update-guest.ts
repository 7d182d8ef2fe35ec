import { guestDisplayName, updateGuestRequestSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { memberActor, recordActivity } from '../../activity/index.js';
import { assertMayEditGuest, currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { addressRows, guestScalarData, recordGuestChange, socialProfileRows } from '../../guests/index.js';
import { HttpError } from '../../http/errors.js';
import { parseBody } from '../../http/validate.js';
import { memberAuthor } from './guest-author.js';
import { guestIdFrom, guestNotFound } from './guest-params.js';
import { saveGuest } from './save-guest.js';

/**
 * PUT /api/weddings/:weddingId/guests/:guestId -> {data}. Takes the full form payload or a single
 * changed field (inline edit); fields left out keep their values, given lists replace the stored ones.
 */
export function updateGuest(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const weddingId = currentWedding(res).id;
    const guestId = guestIdFrom(req);
    const input = parseBody(updateGuestRequestSchema, req);
    const author = memberAuthor(res, 'dashboard');
    const guest = await saveGuest(deps, weddingId, async (tx, rejectDuplicate) => {
      const existing = await tx.guest.findFirst({ where: { id: guestId, weddingId } });
      if (!existing) throw guestNotFound();
      // Neither a guest of another side nor a move to another side.
      assertMayEditGuest(res, existing.side, input.side ?? existing.side);

      const nameTouched =
        input.name !== undefined || input.firstName !== undefined || input.lastName !== undefined;
      const name = nameTouched
        ? guestDisplayName({
            name: input.name,
            firstName: input.firstName === undefined ? existing.firstName : input.firstName,
            lastName: input.lastName === undefined ? existing.lastName : input.lastName,
          })
        : existing.name;
      if (!name) {
        throw new HttpError(400, 'validationFailed', [
          { path: 'name', message: 'guest.nameRequired', code: 'custom' },
        ]);
      }
      const phone = input.phone === undefined ? existing.phone : input.phone;
      const identityChanged = name !== existing.name || phone !== existing.phone;
      if (identityChanged) {
        await rejectDuplicate({ weddingId, name, phone, excludeId: existing.id });
      }

      if (input.addresses != null) {
        await tx.guestAddress.deleteMany({ where: { guestId } });
      }
      if (input.socialMediaProfiles != null) {
        await tx.guestSocialProfile.deleteMany({ where: { guestId } });
      }
      const updated = await tx.guest.update({
        where: { id: guestId },
        data: {
          ...guestScalarData(input),
          name,
          ...(input.addresses != null && { addresses: { create: addressRows(input.addresses) } }),
          ...(input.socialMediaProfiles != null && {
            socialProfiles: { create: socialProfileRows(input.socialMediaProfiles) },
          }),
        },
        select: { id: true },
      });
      await recordGuestChange(tx, weddingId, guestId, author, existing, { ...guestScalarData(input), name });
      await recordActivity(tx, weddingId, memberActor(res), { action: 'guest.updated', subject: name });
      return updated.id;
    });
    res.json({ data: guest });
  };
}
