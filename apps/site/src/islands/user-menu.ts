/**
 * The header's user menu, a chunk of its own: only the page of a signed-in member (or staff) previewing the site
 * imports it (hydrate-site-islands.tsx), so a guest's first view does not carry it. The server lists this chunk for
 * such pages only (USER_MENU_MODULE), and boot preloads it with the rest.
 */
export { UserMenu } from '@wedding/ui';
