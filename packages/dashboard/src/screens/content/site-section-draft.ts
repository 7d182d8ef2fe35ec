import type { CustomizationFeatures, FeatureFlag, OrderableSection } from '@wedding/core';

/** What the sections tab edits: which sections are on and the order of those below the page top. */
export interface SiteSectionDraft {
  features: CustomizationFeatures;
  sectionOrder: OrderableSection[];
}

/** The page-top parts the couple can only switch, and the flag of each. */
export const PAGE_TOP_SWITCHES = [
  { id: 'countdown', flag: 'showCountdown' },
  { id: 'travel', flag: 'showTravel' },
] as const satisfies readonly { id: string; flag: FeatureFlag }[];

/** The flag that switches each orderable section. */
export const SECTION_FLAG: Readonly<Record<OrderableSection, FeatureFlag>> = {
  schedule: 'showSchedule',
  locations: 'showLocation',
  accommodations: 'showAccommodation',
  gallery: 'showGallery',
  rsvp: 'showRsvp',
};

/** The order with `section` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveSection(
  order: readonly OrderableSection[],
  section: OrderableSection,
  step: -1 | 1,
): OrderableSection[] {
  const from = order.indexOf(section);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to] as OrderableSection, section];
  return next;
}

export function sameDraft(a: SiteSectionDraft, b: SiteSectionDraft): boolean {
  return (
    a.sectionOrder.join() === b.sectionOrder.join() &&
    (Object.keys(a.features) as FeatureFlag[]).every((flag) => a.features[flag] === b.features[flag])
  );
}
