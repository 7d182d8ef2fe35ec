import type { AdminText } from '../i18n/admin-text';
import { ADMIN_PAGE_ICONS } from './admin-icons';

/** The admin area's pages, by sidebar group. */
export const ADMIN_PAGES = [
  { id: 'overview', group: 'service', href: '/admin' },
  { id: 'analytics', group: 'service', href: '/admin/analytics' },
  { id: 'calendar', group: 'service', href: '/admin/calendar' },
  { id: 'weddings', group: 'weddings', href: '/admin/weddings' },
  { id: 'newWedding', group: 'weddings', href: '/admin/weddings/new' },
  { id: 'customers', group: 'customers', href: '/admin/customers' },
  { id: 'newCustomer', group: 'customers', href: '/admin/customers/new' },
  { id: 'messages', group: 'customers', href: '/admin/messages' },
  { id: 'gallery', group: 'content', href: '/admin/gallery' },
  { id: 'upload', group: 'content', href: '/admin/gallery/upload' },
  { id: 'albums', group: 'content', href: '/admin/gallery/albums' },
  { id: 'locations', group: 'content', href: '/admin/locations' },
  { id: 'newLocation', group: 'content', href: '/admin/locations/new' },
  { id: 'audit', group: 'system', href: '/admin/audit' },
  { id: 'outbox', group: 'system', href: '/admin/outbox' },
  { id: 'database', group: 'system', href: '/admin/database' },
  { id: 'settings', group: 'system', href: '/admin/settings' },
] as const;

export type AdminPageId = (typeof ADMIN_PAGES)[number]['id'];
export const ADMIN_GROUPS = ['service', 'weddings', 'customers', 'content', 'system'] as const;

/** The sidebar's groups with translated labels; the messages page carries the unread count. */
export function adminSidebarGroups(text: AdminText<'shell'>, unread: number) {
  return ADMIN_GROUPS.map((group) => ({
    id: group,
    label: text(`group.${group}`),
    items: ADMIN_PAGES.filter((page) => page.group === group).map((page) => ({
      id: page.id,
      label: text(`page.${page.id}`),
      href: page.href,
      icon: ADMIN_PAGE_ICONS[page.id],
      badge: page.id === 'messages' && unread > 0 ? text('unreadBadge', { count: unread }) : undefined,
    })),
  }));
}
