import type { AttendanceStatus, GroupRole } from '../../schemas/enums';

/** What the head-counts read of a list entry. */
export interface HeadCountEntry {
  id: string;
  estimatedGuests: number;
  groupRole: GroupRole | null;
  householdId: string | null;
  attendanceStatus: AttendanceStatus | null;
  rsvpReceived: boolean;
  confirmedGuests: number;
}

export interface GuestHeadCountTotals {
  /** List entries (named guests). */
  entries: number;
  /** Parties: a companion group counts once, a guest on their own once. */
  households: number;
  /** People expected: every entry with its unnamed plus-ones (estimatedGuests, at least 1 each). */
  expectedPeople: number;
  /** The plus-ones nobody has named yet (estimatedGuests beyond the entry itself). */
  unnamedPlusOnes: number;
  /** Entries with an answer (attendance known or an RSVP received). */
  answered: number;
  attending: number;
  notAttending: number;
  maybe: number;
  /** Entries without an attendance answer. */
  pending: number;
  /** People confirmed: per party, the larger of its confirmed count and its attending entries. */
  confirmedPeople: number;
}

/**
 * Head-counts: unnamed plus-ones stay in the count (an entry expecting 3 people counts 3, not 1). A party's
 * confirmed people are the larger of (a) the most people one of its RSVPs confirmed and (b) how many of its entries
 * attend, so one RSVP covering the whole party and each member answering alone both count every person once.
 */
export function guestHeadCounts(entries: readonly HeadCountEntry[]): GuestHeadCountTotals {
  const totals: GuestHeadCountTotals = {
    entries: entries.length,
    households: 0,
    expectedPeople: 0,
    unnamedPlusOnes: 0,
    answered: 0,
    attending: 0,
    notAttending: 0,
    maybe: 0,
    pending: 0,
    confirmedPeople: 0,
  };
  const parties = new Map<string, { maxConfirmed: number; attendingEntries: number }>();
  for (const entry of entries) {
    const people = Math.max(1, Math.trunc(entry.estimatedGuests) || 1);
    totals.expectedPeople += people;
    totals.unnamedPlusOnes += people - 1;
    if (entry.attendanceStatus !== null || entry.rsvpReceived) totals.answered += 1;
    if (entry.attendanceStatus === 'attending') totals.attending += 1;
    else if (entry.attendanceStatus === 'not_attending') totals.notAttending += 1;
    else if (entry.attendanceStatus === 'maybe') totals.maybe += 1;
    else totals.pending += 1;
    const partyKey = entry.householdId ?? `single:${entry.id}`;
    const party = parties.get(partyKey) ?? { maxConfirmed: 0, attendingEntries: 0 };
    if (entry.attendanceStatus === 'attending') {
      party.attendingEntries += 1;
      party.maxConfirmed = Math.max(
        party.maxConfirmed,
        entry.confirmedGuests > 0 ? entry.confirmedGuests : people,
      );
    }
    parties.set(partyKey, party);
  }
  totals.households = parties.size;
  for (const party of parties.values()) {
    totals.confirmedPeople += Math.max(party.maxConfirmed, party.attendingEntries);
  }
  return totals;
}
