import type { Breadcrumb } from './breadcrumb';
import { breadcrumbsFromPath } from './breadcrumbs-from-path';

/** docs/requirements.md B2: admin breadcrumbs are built from the path below /admin, the same way as the dashboard's. */
export function adminBreadcrumbs(path: string): Breadcrumb[] {
  return breadcrumbsFromPath(path, 'admin');
}
