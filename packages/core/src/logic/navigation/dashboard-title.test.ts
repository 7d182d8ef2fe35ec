import { describe, expect, it } from 'vitest';
import { dashboardTitle } from './dashboard-title';

describe("dashboard title (docs/requirements.md A2): given title, else last crumb, else 'Wedding Dashboard'", () => {
  const crumbs = [
    { label: 'Dashboard', href: '/dashboard' },
    { label: 'Gallery', href: '/dashboard/gallery' },
  ];

  it('prefers a given title', () => {
    expect(dashboardTitle(crumbs, 'Photos')).toBe('Photos');
  });

  it('uses the last crumb when the title is missing, empty or whitespace-only', () => {
    expect(dashboardTitle(crumbs)).toBe('Gallery');
    expect(dashboardTitle(crumbs, '   ')).toBe('Gallery');
  });

  it("falls back to 'Wedding Dashboard' without crumbs", () => {
    expect(dashboardTitle([])).toBe('Wedding Dashboard');
    expect(dashboardTitle([], null, 'Hochzeits-Dashboard')).toBe('Hochzeits-Dashboard');
  });
});
