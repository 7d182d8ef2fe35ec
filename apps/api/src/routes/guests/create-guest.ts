import { createGuestRequestSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import {
  addressRows,
  findDuplicateGuest,
  GUEST_MESSAGES,
  guestInclude,
  guestScalarData,
  lockWeddingGuests,
  socialProfileRows,
  toGuestDto,
} from '../../guests/index.js';
import { HttpError } from '../../http/errors.js';
import { parseBody } from '../../http/validate.js';

/** POST /api/weddings/:weddingId/guests -> 201 {data}; new guests start pending / standard (spec B 4). */
export function createGuest(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const weddingId = currentWedding(res).id;
    // The schema fills in the name from first and last name when it is missing (spec B 3).
    const input = parseBody(createGuestRequestSchema, req);
    const { name } = input;
    const created = await deps.prisma.$transaction(async (tx) => {
      await lockWeddingGuests(tx, weddingId);
      const phone = input.phone ?? null;
      if (await findDuplicateGuest(tx, { weddingId, name, phone })) {
        throw new HttpError(409, GUEST_MESSAGES.duplicate);
      }
      return tx.guest.create({
        data: {
          ...guestScalarData(input),
          weddingId,
          name,
          addresses: { create: addressRows(input.addresses ?? []) },
          socialProfiles: { create: socialProfileRows(input.socialMediaProfiles ?? []) },
        },
        select: { id: true },
      });
    });
    // Read back outside the transaction: Prisma loads the relations with parallel queries, which one
    // transaction connection would have to queue.
    const guest = await deps.prisma.guest.findUniqueOrThrow({
      where: { id: created.id },
      include: guestInclude,
    });
    res.status(201).json({ data: toGuestDto(guest) });
  };
}
