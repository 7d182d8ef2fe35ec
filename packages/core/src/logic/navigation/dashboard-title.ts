import type { Breadcrumb } from './breadcrumb';

/**
 * The dashboard header's title: the given title (unless blank), else the last crumb, else the fallback ('Wedding
 * Dashboard', or its translation).
 */
export function dashboardTitle(
  breadcrumbs: readonly Breadcrumb[],
  title?: string | null,
  fallback = 'Wedding Dashboard',
): string {
  const trimmed = title?.trim() ?? '';
  if (trimmed !== '') return trimmed;
  return breadcrumbs.at(-1)?.label ?? fallback;
}
