import type { Breadcrumb } from './breadcrumb';
import { capitalizeSegment } from './capitalize-segment';

function pathSegments(path: string): string[] {
  return (path.split(/[?#]/)[0] ?? '').split('/').filter((segment) => segment !== '');
}

/**
 * Dashboard header (docs/requirements.md A2): one crumb per path segment (capitalised), each linking to its path
 * prefix. The first segment must be 'dashboard' (optionally `root` for the admin shell); otherwise there are no crumbs.
 */
export function breadcrumbsFromPath(path: string, root = 'dashboard'): Breadcrumb[] {
  const segments = pathSegments(path);
  if (segments[0] !== root) return [];
  return segments.map((segment, index) => ({
    label: capitalizeSegment(segment),
    href: `/${segments.slice(0, index + 1).join('/')}`,
  }));
}
