import type { DashboardText } from '../i18n/dashboard-text';

/** The sidebar's pages (docs/requirements.md A2), in order, with the group each belongs to. */
export const DASHBOARD_PAGES = [
  { id: 'overview', group: 'navigation', href: '/dashboard/wedding' },
  { id: 'couple', group: 'navigation', href: '/dashboard/wedding/couple' },
  { id: 'invite', group: 'navigation', href: '/dashboard/wedding/invite' },
  { id: 'outreach', group: 'navigation', href: '/dashboard/wedding/outreach' },
  { id: 'mail', group: 'navigation', href: '/dashboard/wedding/mail' },
  { id: 'guests', group: 'navigation', href: '/dashboard/wedding/guests' },
  { id: 'rsvp', group: 'navigation', href: '/dashboard/wedding/rsvp' },
  { id: 'seating', group: 'navigation', href: '/dashboard/wedding/seating' },
  { id: 'gifts', group: 'navigation', href: '/dashboard/wedding/gifts' },
  { id: 'activity', group: 'navigation', href: '/dashboard/wedding/activity' },
  { id: 'access', group: 'navigation', href: '/dashboard/wedding/access' },
  { id: 'content', group: 'content', href: '/dashboard/wedding/content' },
  { id: 'gallery', group: 'content', href: '/dashboard/wedding/gallery' },
  { id: 'schedule', group: 'content', href: '/dashboard/wedding/schedule' },
  { id: 'locations', group: 'content', href: '/dashboard/wedding/locations' },
  { id: 'theme', group: 'design', href: '/dashboard/wedding/theme' },
  { id: 'customize', group: 'design', href: '/dashboard/wedding/customize' },
  { id: 'backgrounds', group: 'design', href: '/dashboard/wedding/backgrounds' },
] as const;

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
