import { describe, expect, it } from 'vitest';
import { adminBreadcrumbs } from './admin-breadcrumbs';

describe('admin breadcrumbs built (docs/requirements.md B2) from the path', () => {
  it('builds crumbs below /admin', () => {
    expect(adminBreadcrumbs('/admin/weddings/new')).toEqual([
      { label: 'Admin', href: '/admin' },
      { label: 'Weddings', href: '/admin/weddings' },
      { label: 'New', href: '/admin/weddings/new' },
    ]);
  });

  it('returns no crumbs outside /admin', () => {
    expect(adminBreadcrumbs('/dashboard')).toEqual([]);
  });
});
