import {
  isAttending,
  type SeatAssignment,
  type SeatChange,
  type SeatingGuest,
  type SeatingPlan,
} from './seating-model';

export interface SeatingSuggestion {
  /** Seats for guests who had none; nobody already seated is moved. */
  changes: SeatChange[];
  /** Attending guests still without a seat: their household fits no table as a whole. */
  unplacedGuestIds: string[];
}

interface TableState {
  id: string;
  free: number;
  occupied: number;
  sides: Map<string, number>;
  categories: Map<string, number>;
  members: Set<string>;
}

interface Party {
  householdId: string;
  members: SeatingGuest[];
  side: string;
  category: string;
  /** The table where members of this household already sit. */
  anchorTableId: string | undefined;
}

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** Share of a table's guests with this value; an empty table is neutral, so like joins like where it can. */
function shareOf(counts: Map<string, number>, occupied: number, value: string): number {
  return occupied === 0 ? 0.5 : (counts.get(value) ?? 0) / occupied;
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) bump(counts, value);
  let best = values[0] ?? '';
  for (const [value, count] of counts) if (count > (counts.get(best) ?? 0)) best = value;
  return best;
}

/**
 * "Suggest a plan": seats attending guests who have no seat yet, a household always at one table (at the table where
 * part of it already sits when there is room), then like with like: the same side of the couple, then the same
 * category. It only fills empty seats: nobody already seated moves, kids-only tables are left to the couple, no table
 * goes over its seats and no "not with" pair ends up together. A household that fits nowhere as a whole stays
 * unseated rather than being split without the couple deciding.
 */
export function suggestSeating(plan: SeatingPlan): SeatingSuggestion {
  const tableIds = new Set(plan.tables.map((table) => table.id));
  const guestsById = new Map(plan.guests.map((guest) => [guest.id, guest]));
  const tableOf = new Map<string, string>();
  for (const assignment of plan.assignments) {
    if (tableIds.has(assignment.tableId) && guestsById.has(assignment.guestId)) {
      tableOf.set(assignment.guestId, assignment.tableId);
    }
  }

  const states = new Map<string, TableState>();
  const ordered = [...plan.tables].sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
  for (const table of ordered) {
    if (table.kidsOnly) continue;
    states.set(table.id, {
      id: table.id,
      free: table.seats,
      occupied: 0,
      sides: new Map(),
      categories: new Map(),
      members: new Set(),
    });
  }
  const seatAt = (state: TableState, guest: SeatingGuest) => {
    state.free -= 1;
    state.occupied += 1;
    bump(state.sides, guest.side);
    bump(state.categories, guest.category);
    state.members.add(guest.id);
  };
  for (const [guestId, tableId] of tableOf) {
    const state = states.get(tableId);
    const guest = guestsById.get(guestId);
    if (state && guest) seatAt(state, guest);
  }

  const avoid = new Map<string, string[]>();
  for (const note of plan.notes) {
    avoid.set(note.guestAId, [...(avoid.get(note.guestAId) ?? []), note.guestBId]);
    avoid.set(note.guestBId, [...(avoid.get(note.guestBId) ?? []), note.guestAId]);
  }

  const parties = new Map<string, Party>();
  for (const guest of plan.guests) {
    if (!isAttending(guest)) continue;
    const seatedTable = tableOf.get(guest.id);
    let party = parties.get(guest.householdId);
    if (!party) {
      party = {
        householdId: guest.householdId,
        members: [],
        side: '',
        category: '',
        anchorTableId: undefined,
      };
      parties.set(guest.householdId, party);
    }
    if (seatedTable === undefined) party.members.push(guest);
    else party.anchorTableId ??= seatedTable;
  }
  const waiting = [...parties.values()].filter((party) => party.members.length > 0);
  for (const party of waiting) {
    party.side = mostCommon(party.members.map((guest) => guest.side));
    party.category = mostCommon(party.members.map((guest) => guest.category));
  }
  // Households joining their own people first, then the largest (hardest to fit), then grouped by side and
  // category so consecutive households tend to share tables; names keep the result stable.
  waiting.sort(
    (a, b) =>
      Number(b.anchorTableId !== undefined) - Number(a.anchorTableId !== undefined) ||
      b.members.length - a.members.length ||
      a.side.localeCompare(b.side) ||
      a.category.localeCompare(b.category) ||
      a.householdId.localeCompare(b.householdId),
  );

  const changes: SeatChange[] = [];
  const unplacedGuestIds: string[] = [];
  for (const party of waiting) {
    let best: TableState | undefined;
    let bestScore = -1;
    for (const state of states.values()) {
      if (state.free < party.members.length) continue;
      if (party.members.some((guest) => avoid.get(guest.id)?.some((other) => state.members.has(other))))
        continue;
      const score =
        (state.id === party.anchorTableId ? 100 : 0) +
        10 * shareOf(state.sides, state.occupied, party.side) +
        5 * shareOf(state.categories, state.occupied, party.category);
      if (score > bestScore) {
        best = state;
        bestScore = score;
      }
    }
    if (!best) {
      for (const guest of party.members) unplacedGuestIds.push(guest.id);
      continue;
    }
    for (const guest of party.members) {
      seatAt(best, guest);
      changes.push({ guestId: guest.id, fromTableId: null, toTableId: best.id, placedByHand: false });
    }
  }
  return { changes, unplacedGuestIds };
}

/** The assignments after a batch of changes (what the screen shows at once, before the server answers). */
export function applySeatChanges(
  assignments: readonly SeatAssignment[],
  changes: readonly SeatChange[],
): SeatAssignment[] {
  const byGuest = new Map(assignments.map((assignment) => [assignment.guestId, assignment]));
  for (const change of changes) {
    if (change.toTableId === null) byGuest.delete(change.guestId);
    else
      byGuest.set(change.guestId, {
        guestId: change.guestId,
        tableId: change.toTableId,
        placedByHand: change.placedByHand,
      });
  }
  return [...byGuest.values()];
}

/**
 * The changes that take `after` back to `before`: one request undoes a whole suggestion. Each is checked against
 * `after`, so an undo after another planner moved one of those guests is refused rather than overwriting them.
 */
export function undoSeatChanges(
  before: readonly SeatAssignment[],
  after: readonly SeatAssignment[],
): SeatChange[] {
  const was = new Map(before.map((assignment) => [assignment.guestId, assignment]));
  const now = new Map(after.map((assignment) => [assignment.guestId, assignment]));
  const changes: SeatChange[] = [];
  for (const guestId of new Set([...was.keys(), ...now.keys()])) {
    const from = now.get(guestId);
    const to = was.get(guestId);
    if (from?.tableId === to?.tableId && from?.placedByHand === to?.placedByHand) continue;
    changes.push({
      guestId,
      fromTableId: from?.tableId ?? null,
      toTableId: to?.tableId ?? null,
      placedByHand: to?.placedByHand ?? false,
    });
  }
  return changes;
}

/**
 * Seating a guest "with their household": every attending member of the guest's household who is not already at
 * the target table moves there too, as placed by hand.
 */
export function householdMoveChanges(
  plan: SeatingPlan,
  guestId: string,
  toTableId: string | null,
  withHousehold: boolean,
): SeatChange[] {
  const guest = plan.guests.find((candidate) => candidate.id === guestId);
  if (!guest) return [];
  const tableOf = new Map(plan.assignments.map((assignment) => [assignment.guestId, assignment.tableId]));
  const movers = withHousehold
    ? plan.guests.filter(
        (member) =>
          member.householdId === guest.householdId && (member.id === guestId || isAttending(member)),
      )
    : [guest];
  return movers
    .filter((member) => (tableOf.get(member.id) ?? null) !== toTableId)
    .map((member) => ({
      guestId: member.id,
      fromTableId: tableOf.get(member.id) ?? null,
      toTableId,
      placedByHand: true,
    }));
}
