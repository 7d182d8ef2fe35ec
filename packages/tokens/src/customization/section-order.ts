/**
 * The guest site's sections below the page top, in the order the couple may change. The countdown and the info
 * cards (ceremony, reception, travel) are not among them: with the hero they form the page top that introduces
 * the day, so they can only be switched on or off.
 */
export const ORDERABLE_SECTIONS = ['schedule', 'locations', 'accommodations', 'gallery', 'rsvp'] as const;
export type OrderableSection = (typeof ORDERABLE_SECTIONS)[number];

const isOrderableSection = (value: unknown): value is OrderableSection =>
  typeof value === 'string' && (ORDERABLE_SECTIONS as readonly string[]).includes(value);

/**
 * A stored order made whole: known sections once each in the stored order, then any the stored order lacks
 * (a section added to the product later, or data written by hand) in their default place at the end.
 */
export function normalizeSectionOrder(value: unknown): OrderableSection[] {
  const order: OrderableSection[] = [];
  if (Array.isArray(value)) {
    for (const entry of value) if (isOrderableSection(entry) && !order.includes(entry)) order.push(entry);
  }
  for (const section of ORDERABLE_SECTIONS) if (!order.includes(section)) order.push(section);
  return order;
}

/** True when the list names every orderable section exactly once (what a client must send to reorder). */
export function isCompleteSectionOrder(value: readonly string[]): boolean {
  return (
    value.length === ORDERABLE_SECTIONS.length &&
    new Set(value).size === value.length &&
    value.every(isOrderableSection)
  );
}
