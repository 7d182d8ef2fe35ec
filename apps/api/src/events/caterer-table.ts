import type { CsvColumn, CsvValue } from '../guests/csv.js';
import type { EventAttendance, EventGuest } from './load-event-attendance.js';

/** One attending person as the caterer's list prints them: the meal by name and the table they sit at, if any. */
export type CatererPerson = EventGuest & { meal: string; table: string | null };

/**
 * The caterer's per-person columns. A list of column builders, so another part of the product (the seating plan's
 * table number) adds its column by extending this list, without touching the writers.
 */
export const CATERER_COLUMNS: CsvColumn<CatererPerson>[] = [
  { header: 'name', value: (guest) => guest.name },
  { header: 'party', value: (guest) => guest.party },
  { header: 'meal', value: (guest) => guest.meal },
  { header: 'dietaryRestrictions', value: (guest) => guest.dietaryRestrictions.join('; ') },
  { header: 'allergies', value: (guest) => guest.allergies },
  { header: 'table', value: (guest) => guest.table },
];

/** The caterer's list of one event: meal totals first, then one row per attending person. */
export interface CatererSheet {
  totals: CsvValue[][];
  columns: string[];
  rows: CsvValue[][];
}

/** `tableOf`: the seating plan's table name of each seated list entry, by guest id. */
export function catererSheet(
  attendance: EventAttendance,
  tableOf: ReadonlyMap<string, string>,
  columns: readonly CsvColumn<CatererPerson>[] = CATERER_COLUMNS,
): CatererSheet {
  const mealName = new Map(
    attendance.meals.map((meal) => [meal.id, meal.isKids ? `${meal.name} (kids)` : meal.name]),
  );
  const people: CatererPerson[] = attendance.guests.map((guest) => ({
    ...guest,
    meal: guest.mealOptionId ? (mealName.get(guest.mealOptionId) ?? '') : '',
    table: guest.guestId === null ? null : (tableOf.get(guest.guestId) ?? null),
  }));
  const totals: CsvValue[][] = [['people', people.length + attendance.unnamed]];
  for (const meal of attendance.meals) {
    totals.push([
      `meal: ${mealName.get(meal.id)}`,
      people.filter((guest) => guest.mealOptionId === meal.id).length,
    ]);
  }
  if (attendance.meals.length > 0) {
    totals.push([
      'meal: none chosen',
      people.filter((guest) => guest.meal === '').length + attendance.unnamed,
    ]);
  }
  return {
    totals,
    columns: columns.map((column) => column.header),
    rows: people.map((guest) => columns.map((column) => column.value(guest))),
  };
}
