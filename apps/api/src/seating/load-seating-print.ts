import type { Locale } from '@wedding/core';
import type { SeatingPrintInput } from '@wedding/print';
import type { AppDeps } from '../context.js';
import { loadEventAttendance } from '../events/index.js';
import { linkTarget } from '../households/link-target.js';
import { loadPrintWedding } from '../households/print-wedding.js';
import { receptionMeals } from './reception-meals.js';

/**
 * What the seating PDFs print: the tables in the plan's order, each with its seated guests by name and their meal at
 * the reception, named in the print language.
 */
export async function loadSeatingPrint(
  deps: AppDeps,
  wedding: { id: string; slug: string },
  locale: Locale | undefined,
): Promise<SeatingPrintInput> {
  const target = await linkTarget(deps, wedding);
  const chosen = locale ?? target.mainLocale;
  const [printWedding, attendance, tables] = await Promise.all([
    loadPrintWedding(deps, target),
    loadEventAttendance(deps.prisma, wedding.id, chosen, target.mainLocale),
    deps.prisma.seatingTable.findMany({
      where: { weddingId: wedding.id },
      orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
      select: {
        id: true,
        name: true,
        seats: true,
        assignments: { select: { guest: { select: { id: true, name: true } } } },
      },
    }),
  ]);
  const meals = receptionMeals(attendance);
  const collator = new Intl.Collator(chosen, { sensitivity: 'base' });
  return {
    locale: chosen,
    wedding: printWedding,
    tables: tables.map((table) => ({
      id: table.id,
      name: table.name,
      seats: table.seats,
      guests: table.assignments
        .map(({ guest }) => ({ id: guest.id, name: guest.name, meal: meals.get(guest.id) ?? null }))
        .sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id)),
    })),
  };
}
