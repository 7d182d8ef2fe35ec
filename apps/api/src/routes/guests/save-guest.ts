import type { Prisma } from '@wedding/db';
import type { AppDeps } from '../../context.js';
import {
  findDuplicateGuest,
  GUEST_MESSAGES,
  type GuestDto,
  guestInclude,
  lockWeddingGuests,
  toGuestDto,
} from '../../guests/index.js';
import { HttpError } from '../../http/errors.js';

type DuplicateCheck = Parameters<typeof findDuplicateGuest>[1];

/** What a guest write gets inside the transaction; `write` resolves to the id of the saved guest. */
type GuestWrite = (
  tx: Prisma.TransactionClient,
  rejectDuplicate: (check: DuplicateCheck) => Promise<void>,
) => Promise<string>;

/**
 * Runs a create or update of one guest under the wedding's guest lock, so its duplicate check (409) and
 * its write cannot interleave with another save, then answers the saved guest as the API shows it.
 */
export async function saveGuest(deps: AppDeps, weddingId: string, write: GuestWrite): Promise<GuestDto> {
  const guestId = await deps.prisma.$transaction(async (tx) => {
    await lockWeddingGuests(tx, weddingId);
    return write(tx, async (check) => {
      if (await findDuplicateGuest(tx, check)) {
        throw new HttpError(409, GUEST_MESSAGES.duplicate);
      }
    });
  });
  // Read back outside the transaction: Prisma loads the relations with parallel queries, which one
  // transaction connection would have to queue.
  const guest = await deps.prisma.guest.findUniqueOrThrow({
    where: { id: guestId },
    include: guestInclude,
  });
  return toGuestDto(guest);
}
