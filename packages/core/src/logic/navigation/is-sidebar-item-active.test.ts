import { describe, expect, it } from 'vitest';
import { isSidebarItemActive } from './is-sidebar-item-active';

describe('sidebar (docs/requirements.md A2): overview is active on /dashboard/wedding and /dashboard/wedding/overview', () => {
  it('activates the overview on both paths', () => {
    expect(isSidebarItemActive('/dashboard/wedding', '/dashboard/wedding')).toBe(true);
    expect(isSidebarItemActive('/dashboard/wedding', '/dashboard/wedding/overview')).toBe(true);
  });

  it('does not activate the overview on other wedding pages', () => {
    expect(isSidebarItemActive('/dashboard/wedding', '/dashboard/wedding/guests')).toBe(false);
  });

  it('matches other items on their own path, ignoring trailing slash, query and hash', () => {
    expect(isSidebarItemActive('/dashboard/wedding/guests', '/dashboard/wedding/guests/?page=2#top')).toBe(
      true,
    );
    expect(isSidebarItemActive('/dashboard/wedding/guests', '/dashboard/wedding/gallery')).toBe(false);
  });
});
