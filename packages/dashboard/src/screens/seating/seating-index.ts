import { isAttending, type SeatingGuest, type SeatingPlan } from '@wedding/core';

export interface SeatingIndex {
  guestById: Map<string, SeatingGuest>;
  tableOf: Map<string, string>;
  /** Seated guests per table, by name. */
  seatedAt: Map<string, SeatingGuest[]>;
  /** Attending guests without a seat, by name: the side list. */
  unseated: SeatingGuest[];
}

/** Lookups the screen needs on every render, built once per plan. */
export function indexSeating(plan: SeatingPlan): SeatingIndex {
  const guestById = new Map(plan.guests.map((guest) => [guest.id, guest]));
  const tableIds = new Set(plan.tables.map((table) => table.id));
  const tableOf = new Map<string, string>();
  const seatedAt = new Map<string, SeatingGuest[]>(plan.tables.map((table) => [table.id, []]));
  for (const assignment of plan.assignments) {
    const guest = guestById.get(assignment.guestId);
    if (!guest || !tableIds.has(assignment.tableId)) continue;
    tableOf.set(guest.id, assignment.tableId);
    seatedAt.get(assignment.tableId)?.push(guest);
  }
  const byName = (a: SeatingGuest, b: SeatingGuest) =>
    a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  for (const list of seatedAt.values()) list.sort(byName);
  const unseated = plan.guests.filter((guest) => isAttending(guest) && !tableOf.has(guest.id)).sort(byName);
  return { guestById, tableOf, seatedAt, unseated };
}

/** How many attending guests each household has; depends on the guests only, so it survives every seat change. */
export function householdSizes(guests: readonly SeatingGuest[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const guest of guests) {
    if (isAttending(guest)) sizes.set(guest.householdId, (sizes.get(guest.householdId) ?? 0) + 1);
  }
  return sizes;
}

/** Same guests in the same order: a table whose list did not change keeps its rendering. */
export function sameGuests(a: readonly SeatingGuest[], b: readonly SeatingGuest[]): boolean {
  return a.length === b.length && a.every((guest, index) => guest === b[index]);
}
