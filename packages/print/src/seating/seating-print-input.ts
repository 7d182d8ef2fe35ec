import type { Locale } from '@wedding/core';
import type { PrintWedding } from '../print-wedding';

/**
 * A guest's meal on the place card: the option's name and its symbol (the option's position among the event's
 * meals, drawn as a small shape the service staff can read at a glance). Filled by the API once meal choices exist;
 * null prints no meal at all.
 */
export interface PrintMeal {
  name: string;
  symbol: number;
}

export interface PrintSeatedGuest {
  id: string;
  name: string;
  meal: PrintMeal | null;
}

export interface PrintSeatingTable {
  id: string;
  name: string;
  seats: number;
  /** In the order they are printed (by name). */
  guests: readonly PrintSeatedGuest[];
}

/** What the seating chart, the escort list and the place cards are printed from: the tables in the plan's order. */
export interface SeatingPrintInput {
  locale: Locale;
  wedding: PrintWedding;
  tables: readonly PrintSeatingTable[];
}
