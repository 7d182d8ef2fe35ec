import { type MemberAccessView, type MemberRouteAction, memberMay } from '@wedding/core';
import type { DashboardText } from '../i18n/dashboard-text';

/**
 * The sidebar's pages (docs/requirements.md A2), in order, with the group each belongs to and the member action that
 * changing things there needs (core's memberMay; the API checks it on every change). null: a page that changes
 * nothing, or one that tells its own limits (the guest list names a side editor's side; gifts and overview hide what
 * a role may not do).
 */
export const DASHBOARD_PAGES = [
  { id: 'overview', group: 'navigation', href: '/dashboard/wedding', edit: null },
  { id: 'couple', group: 'navigation', href: '/dashboard/wedding/couple', edit: 'editWedding' },
  { id: 'invite', group: 'navigation', href: '/dashboard/wedding/invite', edit: 'editWedding' },
  { id: 'outreach', group: 'navigation', href: '/dashboard/wedding/outreach', edit: 'editGuestList' },
  { id: 'mail', group: 'navigation', href: '/dashboard/wedding/mail', edit: 'editWedding' },
  { id: 'guests', group: 'navigation', href: '/dashboard/wedding/guests', edit: null },
  { id: 'rsvp', group: 'navigation', href: '/dashboard/wedding/rsvp', edit: 'editGuestList' },
  { id: 'seating', group: 'navigation', href: '/dashboard/wedding/seating', edit: 'editGuestList' },
  { id: 'gifts', group: 'navigation', href: '/dashboard/wedding/gifts', edit: null },
  { id: 'activity', group: 'navigation', href: '/dashboard/wedding/activity', edit: null },
  { id: 'access', group: 'navigation', href: '/dashboard/wedding/access', edit: 'manageMembers' },
  { id: 'content', group: 'content', href: '/dashboard/wedding/content', edit: 'editWedding' },
  { id: 'gallery', group: 'content', href: '/dashboard/wedding/gallery', edit: 'editWedding' },
  { id: 'schedule', group: 'content', href: '/dashboard/wedding/schedule', edit: 'editWedding' },
  { id: 'locations', group: 'content', href: '/dashboard/wedding/locations', edit: 'editWedding' },
  { id: 'theme', group: 'design', href: '/dashboard/wedding/theme', edit: 'editWedding' },
  { id: 'customize', group: 'design', href: '/dashboard/wedding/customize', edit: 'editWedding' },
  { id: 'backgrounds', group: 'design', href: '/dashboard/wedding/backgrounds', edit: 'editWedding' },
] as const satisfies readonly { id: string; group: string; href: string; edit: MemberRouteAction | null }[];

export type DashboardPageId = (typeof DASHBOARD_PAGES)[number]['id'];
export const SIDEBAR_GROUPS = ['navigation', 'content', 'design'] as const;
export type SidebarGroupId = (typeof SIDEBAR_GROUPS)[number];

/**
 * Pages whose screens are built. The others show in the sidebar as "coming soon" (docs/requirements.md A2 marks them
 * disabled) until their screen exists; each page's issue adds it here.
 */
export const AVAILABLE_PAGES: ReadonlySet<DashboardPageId> = new Set<DashboardPageId>([
  'overview',
  'couple',
  'invite',
  // Members, site content, schedule and locations.
  'access',
  'content',
  'schedule',
  'locations',
  // Guest management.
  'guests',
  'rsvp',
  // The design screens.
  'gallery',
  'theme',
  'customize',
  'backgrounds',
  // Reaching guests: personal links, print and email.
  'outreach',
  'mail',
  // The seating plan.
  'seating',
  // Planning together: gifts and thank-yous, who changed what.
  'gifts',
  'activity',
]);

export interface SidebarEntry {
  id: DashboardPageId;
  label: string;
  href: string;
  comingSoon: boolean;
}

/** The sidebar's groups with translated labels. */
export function sidebarGroups(text: DashboardText<'shell'>) {
  return SIDEBAR_GROUPS.map((group) => ({
    id: group,
    label: text(`group.${group}`),
    items: DASHBOARD_PAGES.filter((page) => page.group === group).map(
      (page): SidebarEntry => ({
        id: page.id,
        label: text(`page.${page.id}`),
        href: page.href,
        comingSoon: !AVAILABLE_PAGES.has(page.id),
      }),
    ),
  }));
}

/** The page a path belongs to: the longest page address it starts with. */
export function pageOfPath(path: string): (typeof DASHBOARD_PAGES)[number] | undefined {
  return [...DASHBOARD_PAGES]
    .sort((a, b) => b.href.length - a.href.length)
    .find((page) => path === page.href || path.startsWith(`${page.href}/`));
}

/** Whether the member may change things on the page at `path` (staff, without a membership, may everywhere). */
export function mayEditPage(path: string, access: MemberAccessView | null): boolean {
  const action = pageOfPath(path)?.edit;
  return !access || !action || memberMay(access.role, action);
}
