// Seating suggestion bench page: @wedding/core's suggestSeating (what "Suggest a plan" runs in the browser) on a
// wedding of `?guests=` attending guests in households of one to four at `?tables=` tables of ten, a sixth of them
// already seated by hand and some "not with" pairs, next to a naive baseline that fills the same seats by
// recounting every table from the whole plan for each household. Node drives it through window.runOnce.
import { applySeatChanges, seatingWarnings, suggestSeating } from '@wedding/core';

const params = new URLSearchParams(location.search);
const GUESTS = Number(params.get('guests') ?? 300);
const TABLES = Number(params.get('tables') ?? 30);
const SIDES = ['partner1', 'partner2', 'both'];
const CATEGORIES = ['family', 'friends', 'colleagues', 'other'];

function makePlan() {
  const guests = [];
  let head = '';
  for (let index = 0; index < GUESTS; index += 1) {
    const id = `g${index}`;
    if (index % 3 === 0 || index % 7 === 0) head = id;
    guests.push({
      id,
      name: `Gast ${index}`,
      householdId: head,
      category: CATEGORIES[(index * 7) % 4],
      side: SIDES[(index * 5) % 3],
      attendanceStatus: 'attending',
      isChild: false,
    });
  }
  const tables = Array.from({ length: TABLES }, (_, index) => ({
    id: `t${index}`,
    name: `Tisch ${index + 1}`,
    shape: index % 5 === 0 ? 'long' : 'round',
    seats: 10,
    kidsOnly: false,
    sortOrder: index,
    version: 1,
  }));
  // Whole households seated by hand on the first tables, about a sixth of the guests.
  const assignments = [];
  for (const guest of guests) {
    const headIndex = Number(guest.householdId.slice(1));
    if (headIndex < GUESTS / 6) {
      assignments.push({
        guestId: guest.id,
        tableId: `t${Math.floor(headIndex / 9) % TABLES}`,
        placedByHand: true,
      });
    }
  }
  const notes = Array.from({ length: Math.floor(GUESTS / 15) }, (_, index) => ({
    id: `n${index}`,
    guestAId: `g${(index * 37) % GUESTS}`,
    guestBId: `g${(index * 53 + 11) % GUESTS}`,
  }));
  return { tables, guests, assignments, notes };
}

/** The obvious way: households in list order, each table's seats, sides and pairs counted afresh every time. */
function naiveSuggest(plan) {
  const assignments = [...plan.assignments];
  const changes = [];
  const households = [];
  for (const guest of plan.guests) {
    if (guest.attendanceStatus !== 'attending') continue;
    if (assignments.some((assignment) => assignment.guestId === guest.id)) continue;
    let household = households.find((entry) => entry.id === guest.householdId);
    if (!household) {
      household = { id: guest.householdId, members: [] };
      households.push(household);
    }
    household.members.push(guest);
  }
  for (const household of households) {
    let best = null;
    let bestScore = -1;
    for (const table of plan.tables) {
      if (table.kidsOnly) continue;
      const seated = assignments
        .filter((assignment) => assignment.tableId === table.id)
        .map((assignment) => plan.guests.find((guest) => guest.id === assignment.guestId));
      if (table.seats - seated.length < household.members.length) continue;
      const clash = household.members.some((member) =>
        plan.notes.some(
          (note) =>
            (note.guestAId === member.id && seated.some((guest) => guest.id === note.guestBId)) ||
            (note.guestBId === member.id && seated.some((guest) => guest.id === note.guestAId)),
        ),
      );
      if (clash) continue;
      const side = household.members[0].side;
      const category = household.members[0].category;
      const share = (predicate) =>
        seated.length === 0 ? 0.5 : seated.filter(predicate).length / seated.length;
      const score =
        10 * share((guest) => guest.side === side) + 5 * share((guest) => guest.category === category);
      if (score > bestScore) {
        best = table;
        bestScore = score;
      }
    }
    if (!best) continue;
    for (const member of household.members) {
      assignments.push({ guestId: member.id, tableId: best.id, placedByHand: false });
      changes.push({ guestId: member.id, fromTableId: null, toTableId: best.id, placedByHand: false });
    }
  }
  return { changes };
}

const plan = makePlan();
const VARIANTS = { core: suggestSeating, naive: naiveSuggest };

/** One suggestion and the warnings of its result (what the screen shows next), timed; with a summary to check. */
window.runOnce = (variant) => {
  const started = performance.now();
  const { changes } = VARIANTS[variant](plan);
  const after = { ...plan, assignments: applySeatChanges(plan.assignments, changes) };
  const warnings = seatingWarnings(after);
  const elapsed = performance.now() - started;
  const seatedAt = new Map();
  for (const assignment of after.assignments) {
    seatedAt.set(assignment.tableId, (seatedAt.get(assignment.tableId) ?? 0) + 1);
  }
  return {
    elapsed,
    seatedBefore: plan.assignments.length,
    seatedAfter: after.assignments.length,
    overCapacity: [...seatedAt.values()].filter((count) => count > 10).length,
    movedByHand: changes.filter((change) => change.fromTableId !== null).length,
    warnings: warnings.length,
  };
};
window.benchInfo = { guests: GUESTS, tables: TABLES, notes: plan.notes.length };
window.benchReady = true;
