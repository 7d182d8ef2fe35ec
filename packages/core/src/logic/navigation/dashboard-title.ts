import type { Breadcrumb } from './breadcrumb';

/** Spec A 2: the header title is the given title, else the last crumb, else 'Wedding Dashboard'. */
export function dashboardTitle(breadcrumbs: readonly Breadcrumb[], title?: string | null): string {
  const trimmed = title?.trim() ?? '';
  if (trimmed !== '') return trimmed;
  return breadcrumbs.at(-1)?.label ?? 'Wedding Dashboard';
}
