import type { PrintMeal } from '@wedding/print';
import type { EventAttendance } from '../events/index.js';

/**
 * Each seated guest's meal at the reception, the meal the plan is for: of the events offering meals that the guest
 * attends, the latest-starting one. A guest who comes to that event without a meal chosen prints none rather than an
 * earlier event's meal.
 */
export function receptionMeals(attendance: readonly EventAttendance[]): Map<string, PrintMeal | null> {
  const start = (entry: EventAttendance) => `${entry.event.day} ${entry.event.time}`;
  const withMeals = attendance
    .filter((entry) => entry.meals.length > 0)
    .sort((a, b) => start(b).localeCompare(start(a)));
  const meals = new Map<string, PrintMeal | null>();
  for (const entry of withMeals) {
    for (const person of entry.guests) {
      if (person.guestId === null || meals.has(person.guestId)) continue;
      const symbol = entry.meals.findIndex((meal) => meal.id === person.mealOptionId);
      const meal = entry.meals[symbol];
      meals.set(person.guestId, meal ? { name: meal.name, symbol } : null);
    }
  }
  return meals;
}
