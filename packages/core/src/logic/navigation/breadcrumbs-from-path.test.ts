import { describe, expect, it } from 'vitest';
import { breadcrumbsFromPath } from './breadcrumbs-from-path';

describe('dashboard header (docs/requirements.md A2): breadcrumbs from the path, first segment must be dashboard', () => {
  it('builds one capitalised crumb per segment with its path prefix', () => {
    expect(breadcrumbsFromPath('/dashboard/wedding/guests')).toEqual([
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Wedding', href: '/dashboard/wedding' },
      { label: 'Guests', href: '/dashboard/wedding/guests' },
    ]);
  });

  it('ignores trailing slashes, query and hash', () => {
    expect(breadcrumbsFromPath('/dashboard/wedding/?tab=1#top').map((crumb) => crumb.href)).toEqual([
      '/dashboard',
      '/dashboard/wedding',
    ]);
  });

  it('returns no crumbs when the first segment is not dashboard, or for empty paths', () => {
    expect(breadcrumbsFromPath('/account/settings')).toEqual([]);
    expect(breadcrumbsFromPath('/w/anna/dashboard')).toEqual([]);
    expect(breadcrumbsFromPath('')).toEqual([]);
    expect(breadcrumbsFromPath('/')).toEqual([]);
  });
});
