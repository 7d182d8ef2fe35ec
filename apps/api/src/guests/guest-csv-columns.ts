import type { Guest } from '@wedding/db';
import type { CsvColumn } from './csv.js';

type DietaryInformation = { restrictions?: unknown; allergies?: unknown };

function listOf(value: unknown): string {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string').join('; ') : '';
}

function dietary(guest: Guest): DietaryInformation {
  const value = guest.dietaryInformation;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as DietaryInformation) : {};
}

/** Columns of the guest CSV export, in the order a planner reads them. */
export const GUEST_CSV_COLUMNS: readonly CsvColumn<Guest>[] = [
  { header: 'name', value: (guest) => guest.name },
  { header: 'firstName', value: (guest) => guest.firstName },
  { header: 'lastName', value: (guest) => guest.lastName },
  { header: 'phone', value: (guest) => guest.phone },
  { header: 'email', value: (guest) => guest.email },
  { header: 'category', value: (guest) => guest.category },
  { header: 'side', value: (guest) => guest.side },
  { header: 'priority', value: (guest) => guest.priority },
  { header: 'approvalStatus', value: (guest) => guest.approvalStatus },
  { header: 'rsvpStatus', value: (guest) => guest.attendanceStatus ?? 'pending' },
  { header: 'rsvpReceived', value: (guest) => guest.rsvpReceived },
  { header: 'estimatedGuests', value: (guest) => guest.estimatedGuests },
  { header: 'confirmedGuests', value: (guest) => guest.confirmedGuests },
  { header: 'groupRole', value: (guest) => guest.groupRole },
  { header: 'invitationSent', value: (guest) => guest.invitationSent },
  { header: 'needsTransport', value: (guest) => guest.needsTransport },
  { header: 'needsAccommodation', value: (guest) => guest.needsAccommodation },
  { header: 'dietaryRestrictions', value: (guest) => listOf(dietary(guest).restrictions) },
  { header: 'allergies', value: (guest) => listOf(dietary(guest).allergies) },
  { header: 'notes', value: (guest) => guest.notes },
];
