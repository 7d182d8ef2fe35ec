import { Prisma } from '@wedding/db';
import type { GuestAddressInput, GuestSocialProfileInput, GuestWriteInput } from './guest-write-input.js';

/** Json columns: `null` clears the value (stored as SQL NULL), `undefined` leaves it unchanged. */
function json(value: object | null | undefined) {
  if (value === undefined) return undefined;
  return value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue);
}

export function addressRows(addresses: readonly GuestAddressInput[]) {
  return addresses.map((address, position) => ({
    position,
    type: address.type ?? 'home',
    label: address.label ?? null,
    street: address.street,
    street2: address.street2 ?? null,
    city: address.city,
    state: address.state ?? null,
    postalCode: address.postalCode,
    ...(address.country ? { country: address.country } : {}),
    // docs/requirements.md B5: the first address is primary unless the form says otherwise.
    isPrimary: address.isPrimary ?? position === 0,
    coordinates: json(address.coordinates ?? null),
    notes: address.notes ?? null,
  }));
}

export function socialProfileRows(profiles: readonly GuestSocialProfileInput[]) {
  return profiles.map((profile, position) => ({
    position,
    platform: profile.platform,
    handle: profile.handle,
    url: profile.url || null,
    isPublic: profile.isPublic ?? false,
    notes: profile.notes ?? null,
  }));
}

type ScalarColumn =
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'notes'
  | 'groupRole'
  | 'attendanceStatus'
  | 'category'
  | 'side'
  | 'priority'
  | 'approvalStatus'
  | 'estimatedGuests'
  | 'invitationSent'
  | 'rsvpReceived'
  | 'confirmedGuests'
  | 'needsTransport'
  | 'needsAccommodation'
  | 'contactInfo'
  | 'dietaryInformation'
  | 'emergencyContact';

/** Plain column values; they fit both a create and an update of a guest. */
export type GuestScalarData = Partial<Pick<Prisma.GuestUncheckedCreateInput, ScalarColumn>>;

/** Columns present in the input; a field left out stays untouched (inline edit sends one field). */
export function guestScalarData(input: GuestWriteInput): GuestScalarData {
  const data: GuestScalarData = {};
  const assign = <K extends ScalarColumn>(key: K, value: GuestScalarData[K] | undefined) => {
    if (value !== undefined) data[key] = value;
  };
  assign('firstName', input.firstName === null ? '' : input.firstName);
  assign('lastName', input.lastName === null ? '' : input.lastName);
  assign('phone', input.phone);
  assign('email', input.email);
  assign('notes', input.notes);
  assign('groupRole', input.groupRole);
  assign('attendanceStatus', input.rsvp === null ? null : input.rsvp?.attendanceStatus);
  // Non-null columns: a cleared inline cell (null) leaves the stored value as it is.
  assign('category', input.category ?? undefined);
  assign('side', input.side ?? undefined);
  assign('priority', input.priority ?? undefined);
  assign('approvalStatus', input.approvalStatus ?? undefined);
  assign('estimatedGuests', input.estimatedGuests ?? undefined);
  assign('invitationSent', input.invitationSent ?? undefined);
  assign('rsvpReceived', input.rsvpReceived ?? undefined);
  assign('confirmedGuests', input.confirmedGuests ?? undefined);
  assign('needsTransport', input.needsTransport ?? undefined);
  assign('needsAccommodation', input.needsAccommodation ?? undefined);
  assign('contactInfo', json(input.contactInfo));
  assign('dietaryInformation', json(input.dietaryInformation));
  assign('emergencyContact', json(input.emergencyContact));
  return data;
}
