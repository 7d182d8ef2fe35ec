import { type Breadcrumb, breadcrumbsFromPath } from '@wedding/core';

/**
 * Breadcrumbs (docs/requirements.md A2 and B2) from the path (first segment `root`: 'dashboard' or 'admin'), each
 * segment named by `labelOf` where the app knows it, else capitalised by the spec's rule.
 */
export function translatedBreadcrumbs(
  path: string,
  labelOf: (segment: string) => string | undefined,
  root = 'dashboard',
): Breadcrumb[] {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  return breadcrumbsFromPath(path, root).map((crumb, index) => ({
    ...crumb,
    label: labelOf(segments[index] ?? '') ?? crumb.label,
  }));
}
