/** Extra paths on which an item counts as active (docs/requirements.md A2: overview is also active on /overview). */
const ACTIVE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '/dashboard/wedding': ['/dashboard/wedding/overview'],
};

function withoutTrailingSlash(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Sidebar (docs/requirements.md A2): an item is active on its own path and its aliases (query, hash and trailing slash
 * ignored).
 */
export function isSidebarItemActive(itemHref: string, currentPath: string): boolean {
  const href = withoutTrailingSlash(itemHref);
  const path = withoutTrailingSlash(currentPath);
  return path === href || (ACTIVE_ALIASES[href] ?? []).includes(path);
}
