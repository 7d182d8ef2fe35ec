import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { SeatAssignment, SeatingGuest, SeatingPlan, SeatingTable } from './seating-model';
import { seatingWarnings } from './seating-warnings';
import { applySeatChanges, householdMoveChanges, suggestSeating, undoSeatChanges } from './suggest-seating';

const guest = (id: string, over: Partial<SeatingGuest> = {}): SeatingGuest => ({
  id,
  name: id,
  householdId: id,
  category: 'friends',
  side: 'partner1',
  attendanceStatus: 'attending',
  isChild: false,
  ...over,
});
const table = (id: string, seats: number, over: Partial<SeatingTable> = {}): SeatingTable => ({
  id,
  name: id,
  shape: 'round',
  seats,
  kidsOnly: false,
  sortOrder: 0,
  version: 1,
  ...over,
});
const seat = (guestId: string, tableId: string, placedByHand = true): SeatAssignment => ({
  guestId,
  tableId,
  placedByHand,
});
const plan = (over: Partial<SeatingPlan>): SeatingPlan => ({
  tables: [],
  guests: [],
  assignments: [],
  notes: [],
  ...over,
});

describe('seating warnings', () => {
  test('a household split across tables is named once with its tables', () => {
    const warnings = seatingWarnings(
      plan({
        tables: [table('t1', 8, { sortOrder: 1 }), table('t2', 8, { sortOrder: 2 })],
        guests: [guest('a'), guest('b', { householdId: 'a' }), guest('c', { householdId: 'a' })],
        assignments: [seat('a', 't1'), seat('b', 't2'), seat('c', 't2')],
      }),
    );
    expect(warnings).toEqual([
      {
        kind: 'householdSplit',
        householdId: 'a',
        tableIds: ['t1', 't2'],
        guestIds: ['a', 'b', 'c'],
        unseatedGuestIds: [],
      },
    ]);
  });

  test('an attending member left unseated splits the household, a declined one does not', () => {
    const base = {
      tables: [table('t1', 8)],
      assignments: [seat('a', 't1')],
    };
    expect(
      seatingWarnings(plan({ ...base, guests: [guest('a'), guest('b', { householdId: 'a' })] })),
    ).toEqual([
      {
        kind: 'householdSplit',
        householdId: 'a',
        tableIds: ['t1'],
        guestIds: ['a', 'b'],
        unseatedGuestIds: ['b'],
      },
    ]);
    expect(
      seatingWarnings(
        plan({
          ...base,
          guests: [guest('a'), guest('b', { householdId: 'a', attendanceStatus: 'not_attending' })],
        }),
      ),
    ).toEqual([]);
  });

  test('over capacity, a declined guest seated, a kids table without an adult, a "not with" pair together', () => {
    const warnings = seatingWarnings(
      plan({
        tables: [table('t1', 1), table('kids', 4, { kidsOnly: true, sortOrder: 1 })],
        guests: [
          guest('a'),
          guest('b', { attendanceStatus: 'not_attending' }),
          guest('k1', { isChild: true }),
          guest('k2', { isChild: true }),
        ],
        assignments: [seat('a', 't1'), seat('b', 't1'), seat('k1', 'kids'), seat('k2', 'kids')],
        notes: [{ id: 'n1', guestAId: 'a', guestBId: 'b' }],
      }),
    );
    expect(warnings).toEqual([
      { kind: 'overCapacity', tableId: 't1', seated: 2, seats: 1 },
      { kind: 'declinedSeated', guestId: 'b', tableId: 't1' },
      { kind: 'kidsTableWithoutAdult', tableId: 'kids' },
      { kind: 'notWithTogether', noteId: 'n1', guestAId: 'a', guestBId: 'b', tableId: 't1' },
    ]);
  });

  test('a kids table with one adult, an empty kids table and a full table are fine', () => {
    expect(
      seatingWarnings(
        plan({
          tables: [
            table('kids', 4, { kidsOnly: true }),
            table('empty', 2, { kidsOnly: true }),
            table('t', 1),
          ],
          guests: [guest('k', { isChild: true }), guest('adult'), guest('x')],
          assignments: [seat('k', 'kids'), seat('adult', 'kids'), seat('x', 't')],
        }),
      ),
    ).toEqual([]);
  });

  test('assignments to a removed table or guest are ignored', () => {
    expect(
      seatingWarnings(
        plan({
          tables: [table('t', 1)],
          guests: [guest('a')],
          assignments: [seat('a', 'gone'), seat('ghost', 't')],
        }),
      ),
    ).toEqual([]);
  });
});

describe('suggest a plan', () => {
  test('keeps a household together and joins it to the table where part of it sits', () => {
    const suggestion = suggestSeating(
      plan({
        tables: [table('t1', 4), table('t2', 4, { sortOrder: 1 })],
        guests: [
          guest('h'),
          guest('h2', { householdId: 'h' }),
          guest('h3', { householdId: 'h' }),
          guest('x'),
        ],
        assignments: [seat('h', 't2')],
      }),
    );
    expect(suggestion.changes.filter((c) => c.guestId.startsWith('h')).map((c) => c.toTableId)).toEqual([
      't2',
      't2',
    ]);
    expect(suggestion.unplacedGuestIds).toEqual([]);
  });

  test('puts like with like: sides first', () => {
    const suggestion = suggestSeating(
      plan({
        tables: [table('t1', 4), table('t2', 4, { sortOrder: 1 })],
        guests: [
          guest('p1', { side: 'partner1' }),
          guest('p2', { side: 'partner2' }),
          guest('q1', { side: 'partner1' }),
        ],
        assignments: [seat('p1', 't1'), seat('p2', 't2')],
      }),
    );
    expect(suggestion.changes).toEqual([
      { guestId: 'q1', fromTableId: null, toTableId: 't1', placedByHand: false },
    ]);
  });

  test('never splits a household, skips kids-only tables and "not with" pairs, leaves the rest unplaced', () => {
    const suggestion = suggestSeating(
      plan({
        tables: [table('small', 2), table('kids', 10, { kidsOnly: true }), table('t', 3)],
        guests: [
          guest('big'),
          guest('big2', { householdId: 'big' }),
          guest('big3', { householdId: 'big' }),
          guest('big4', { householdId: 'big' }),
          guest('enemy'),
          guest('foe'),
        ],
        assignments: [seat('enemy', 't')],
        notes: [{ id: 'n', guestAId: 'foe', guestBId: 'enemy' }],
      }),
    );
    expect(suggestion.unplacedGuestIds.sort()).toEqual(['big', 'big2', 'big3', 'big4']);
    expect(suggestion.changes).toEqual([
      { guestId: 'foe', fromTableId: null, toTableId: 'small', placedByHand: false },
    ]);
  });

  test('undo of a suggestion restores the plan in one batch', () => {
    const before = plan({
      tables: [table('t', 5)],
      guests: [guest('a'), guest('b'), guest('c')],
      assignments: [seat('a', 't')],
    });
    const suggestion = suggestSeating(before);
    const after = applySeatChanges(before.assignments, suggestion.changes);
    const undo = undoSeatChanges(before.assignments, after);
    expect(undo.every((change) => change.toTableId === null && change.fromTableId === 't')).toBe(true);
    expect(applySeatChanges(after, undo)).toEqual(before.assignments);
  });

  test('moving a guest with the household takes the attending members only', () => {
    const changes = householdMoveChanges(
      plan({
        tables: [table('t', 5)],
        guests: [
          guest('h'),
          guest('h2', { householdId: 'h' }),
          guest('h3', { householdId: 'h', attendanceStatus: 'not_attending' }),
        ],
      }),
      'h',
      't',
      true,
    );
    expect(changes.map((c) => c.guestId)).toEqual(['h', 'h2']);
  });
});

const arbitraryPlan = fc
  .record({
    tableSeats: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 0, maxLength: 8 }),
    kids: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    guests: fc.array(
      fc.record({
        household: fc.integer({ min: 0, max: 15 }),
        side: fc.constantFrom('partner1', 'partner2', 'both'),
        category: fc.constantFrom('family', 'friends', 'colleagues', 'other'),
        status: fc.constantFrom('attending', 'not_attending', 'maybe', null),
        seatedAt: fc.option(fc.integer({ min: 0, max: 7 })),
        byHand: fc.boolean(),
      }),
      { maxLength: 60 },
    ),
    notWith: fc.array(fc.tuple(fc.nat(59), fc.nat(59)), { maxLength: 10 }),
  })
  .map(({ tableSeats, kids, guests, notWith }): SeatingPlan => {
    const tables = tableSeats.map((seats, index) =>
      table(`t${index}`, seats, { kidsOnly: kids[index], sortOrder: index }),
    );
    const list = guests.map((g, index) =>
      guest(`g${index}`, {
        householdId: `g${guests.findIndex((other) => other.household === g.household)}`,
        side: g.side as SeatingGuest['side'],
        category: g.category as SeatingGuest['category'],
        attendanceStatus: g.status as SeatingGuest['attendanceStatus'],
      }),
    );
    const assignments = guests.flatMap((g, index) =>
      g.seatedAt !== null && g.seatedAt < tables.length
        ? [seat(`g${index}`, `t${g.seatedAt}`, g.byHand)]
        : [],
    );
    const notes = notWith
      .filter(([a, b]) => a !== b && a < list.length && b < list.length)
      .map(([a, b], index) => ({ id: `n${index}`, guestAId: `g${a}`, guestBId: `g${b}` }));
    return { tables, guests: list, assignments, notes };
  });

describe('suggest a plan, for any plan', () => {
  test('moves nobody already seated, seats only attending guests without a seat, once each', () => {
    fc.assert(
      fc.property(arbitraryPlan, (p) => {
        const { changes } = suggestSeating(p);
        const seated = new Set(p.assignments.map((a) => a.guestId));
        const attending = new Set(
          p.guests.filter((g) => g.attendanceStatus === 'attending').map((g) => g.id),
        );
        const moved = changes.map((c) => c.guestId);
        expect(new Set(moved).size).toBe(moved.length);
        for (const change of changes) {
          expect(seated.has(change.guestId)).toBe(false);
          expect(attending.has(change.guestId)).toBe(true);
          expect(change.fromTableId).toBeNull();
          expect(change.placedByHand).toBe(false);
        }
      }),
    );
  });

  test('adds no warning of capacity, "not with" or a split household of its own, and never uses a kids table', () => {
    fc.assert(
      fc.property(arbitraryPlan, (p) => {
        const { changes } = suggestSeating(p);
        const after = { ...p, assignments: applySeatChanges(p.assignments, changes) };
        const keysOf = (q: SeatingPlan, kind: string) =>
          new Set(
            seatingWarnings(q)
              .filter((w) => w.kind === kind)
              .map((w) => JSON.stringify({ ...w, seated: 0 })),
          );
        for (const tableId of [...keysOf(after, 'overCapacity')])
          expect(keysOf(p, 'overCapacity').has(tableId)).toBe(true);
        expect([...keysOf(after, 'notWithTogether')].every((w) => keysOf(p, 'notWithTogether').has(w))).toBe(
          true,
        );
        const kidsTables = new Set(p.tables.filter((t) => t.kidsOnly).map((t) => t.id));
        expect(changes.every((c) => !kidsTables.has(c.toTableId ?? ''))).toBe(true);
        // Each household's newly seated members go to one table.
        const tablesOfHousehold = new Map<string, Set<string>>();
        for (const change of changes) {
          const household = p.guests.find((g) => g.id === change.guestId)?.householdId ?? '';
          const set = tablesOfHousehold.get(household) ?? new Set();
          set.add(change.toTableId ?? '');
          tablesOfHousehold.set(household, set);
        }
        for (const set of tablesOfHousehold.values()) expect(set.size).toBe(1);
      }),
    );
  });

  test('its undo gives back exactly the plan before', () => {
    fc.assert(
      fc.property(arbitraryPlan, (p) => {
        const after = applySeatChanges(p.assignments, suggestSeating(p).changes);
        const restored = applySeatChanges(after, undoSeatChanges(p.assignments, after));
        const sort = (list: SeatAssignment[]) => [...list].sort((a, b) => a.guestId.localeCompare(b.guestId));
        expect(sort(restored)).toEqual(sort(p.assignments));
      }),
    );
  });
});
