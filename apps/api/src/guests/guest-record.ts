import type { Prisma } from '@wedding/db';

/** A guest as the list, the form and the export read it: the row with its addresses and profiles. */
export const guestInclude = {
  addresses: { orderBy: { position: 'asc' } },
  socialProfiles: { orderBy: { position: 'asc' } },
  companionGroup: { select: { primaryGuestId: true } },
} as const satisfies Prisma.GuestInclude;

export type GuestRecord = Prisma.GuestGetPayload<{ include: typeof guestInclude }>;

/**
 * Guest shape (docs/requirements.md B3) as core's `guestSchema` reads it: `rsvp.attendanceStatus` (null before an
 * answer), `socialMediaProfiles`, and `primaryGuestId` naming the group's primary guest.
 */
export function toGuestDto(guest: GuestRecord) {
  // partyName and partyId only order the list (kept by a database trigger); they are not part of a guest.
  const {
    addresses,
    socialProfiles,
    attendanceStatus,
    companionGroup,
    partyName: _partyName,
    partyId: _partyId,
    ...fields
  } = guest;
  return {
    ...fields,
    primaryGuestId: companionGroup?.primaryGuestId ?? null,
    rsvp: attendanceStatus ? { attendanceStatus } : null,
    addresses: addresses.map(({ guestId: _guestId, position: _position, ...address }) => address),
    socialMediaProfiles: socialProfiles.map(
      ({ guestId: _guestId, position: _position, ...profile }) => profile,
    ),
  };
}

export type GuestDto = ReturnType<typeof toGuestDto>;
