import type { Locale } from '@wedding/core';
import type { SeatingPrintInput } from '@wedding/print';
import type { AppDeps } from '../context.js';
import { linkTarget } from '../households/link-target.js';
import { loadPrintWedding } from '../households/print-wedding.js';

/** What the seating PDFs print: the tables in the plan's order, each with its seated guests by name. */
export async function loadSeatingPrint(
  deps: AppDeps,
  wedding: { id: string; slug: string },
  locale: Locale | undefined,
): Promise<SeatingPrintInput> {
  const target = await linkTarget(deps, wedding);
  const [printWedding, tables] = await Promise.all([
    loadPrintWedding(deps, target),
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
  const chosen = locale ?? target.mainLocale;
  const collator = new Intl.Collator(chosen, { sensitivity: 'base' });
  return {
    locale: chosen,
    wedding: printWedding,
    tables: tables.map((table) => ({
      id: table.id,
      name: table.name,
      seats: table.seats,
      guests: table.assignments
        // The data hook for meal choices (answered per event elsewhere in the product): each guest's chosen option
        // as a PrintMeal, which the place cards and the chart print as a small symbol with its name. Until those
        // answers are read here, no meal is printed rather than an invented one.
        .map(({ guest }) => ({ id: guest.id, name: guest.name, meal: null }))
        .sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id)),
    })),
  };
}
