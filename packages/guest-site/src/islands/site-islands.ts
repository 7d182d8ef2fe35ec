/**
 * The interactive parts of the admitted guest page, each hydrated on its own ("islands"); everything else stays
 * the server's HTML. In page order.
 */
export const SITE_ISLANDS = ['header', 'countdown', 'schedule', 'locations', 'gallery', 'rsvp'] as const;
export type SiteIslandId = (typeof SITE_ISLANDS)[number];

/** The attribute naming an island's element: `<div data-island="header">`. */
export const SITE_ISLAND_ATTRIBUTE = 'data-island';

/**
 * React's `identifierPrefix` of an island's root, on the server and in the browser alike: each island is rendered
 * and hydrated as a root of its own, so the ids its components derive (useId) agree on both sides.
 */
export const siteIslandIdPrefix = (id: SiteIslandId) => `${id}-`;

export function isSiteIslandId(value: string | undefined): value is SiteIslandId {
  return (SITE_ISLANDS as readonly string[]).includes(value ?? '');
}
