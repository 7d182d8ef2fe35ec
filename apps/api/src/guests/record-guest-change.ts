import type { Prisma } from '@wedding/db';
import { newRecordId } from '../ids/index.js';

/** The fields a change history entry compares (what a person reads on the list and in the form). */
const TRACKED_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'phone',
  'email',
  'category',
  'side',
  'priority',
  'approvalStatus',
  'estimatedGuests',
  'groupRole',
  'invitationSent',
  'rsvpReceived',
  'attendanceStatus',
  'confirmedGuests',
  'needsTransport',
  'needsAccommodation',
  'notes',
] as const;

type TrackedField = (typeof TRACKED_FIELDS)[number];
export type TrackedGuest = Partial<Record<TrackedField, unknown>>;
export type GuestChangeSource = 'dashboard' | 'import' | 'rsvp' | 'link';

export interface GuestChangeAuthor {
  userId: string | null;
  actorName: string;
  source: GuestChangeSource;
}

type Cell = string | number | boolean | null;
const cell = (value: unknown): Cell =>
  value === undefined || value === null
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : String(value);

/** The fields whose value differs between two states of a guest (a new guest: everything it was given). */
export function guestFieldChanges(before: TrackedGuest | null, after: TrackedGuest) {
  const changes: { field: TrackedField; from: Cell; to: Cell }[] = [];
  for (const field of TRACKED_FIELDS) {
    if (!(field in after)) continue;
    const from = before ? cell(before[field]) : null;
    const to = cell(after[field]);
    if (from !== to && !(before === null && (to === null || to === '' || to === false))) {
      changes.push({ field, from, to });
    }
  }
  return changes;
}

/** Writes one history entry when anything changed (who changed what, when). */
export async function recordGuestChange(
  tx: Pick<Prisma.TransactionClient, 'guestChange'>,
  weddingId: string,
  guestId: string,
  author: GuestChangeAuthor,
  before: TrackedGuest | null,
  after: TrackedGuest,
): Promise<void> {
  const changes = guestFieldChanges(before, after);
  if (changes.length === 0) return;
  await tx.guestChange.create({
    data: {
      id: newRecordId(Date.now()),
      weddingId,
      guestId,
      userId: author.userId,
      actorName: author.actorName,
      source: author.source,
      changes,
    },
  });
}
