import type { CsvColumn, CsvValue } from '../guests/csv.js';
import type { EventAttendance, EventGuest } from './load-event-attendance.js';

/**
 * The caterer's per-person columns. A list of column builders, so another part of the product (the seating plan's
 * table number) adds its column by extending this list, without touching the writers.
 */
export const CATERER_COLUMNS: CsvColumn<EventGuest & { meal: string }>[] = [
  { header: 'name', value: (guest) => guest.name },
  { header: 'party', value: (guest) => guest.party },
  { header: 'meal', value: (guest) => guest.meal },
  { header: 'dietaryRestrictions', value: (guest) => guest.dietaryRestrictions.join('; ') },
  { header: 'allergies', value: (guest) => guest.allergies },
];

/** The caterer's list of one event: meal totals first, then one row per attending person. */
export interface CatererSheet {
  totals: CsvValue[][];
  columns: string[];
  rows: CsvValue[][];
}

export function catererSheet(
  attendance: EventAttendance,
  columns: readonly CsvColumn<EventGuest & { meal: string }>[] = CATERER_COLUMNS,
): CatererSheet {
  const mealName = new Map(
    attendance.meals.map((meal) => [meal.id, meal.isKids ? `${meal.name} (kids)` : meal.name]),
  );
  const people = attendance.guests.map((guest) => ({
    ...guest,
    meal: guest.mealOptionId ? (mealName.get(guest.mealOptionId) ?? '') : '',
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
