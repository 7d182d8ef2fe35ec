import { describe, expect, it } from 'vitest';
import { type DashboardText, dashboardText } from '../i18n/dashboard-text';
import { translatedBreadcrumbs } from './crumbs';

const labels = (text: DashboardText<'shell'>) => (segment: string) => {
  const key = `crumb.${segment}` as Parameters<typeof text>[0];
  const label = text(key);
  return label === key ? undefined : label;
};

describe('translatedBreadcrumbs (docs/requirements.md A2: from the path, first segment dashboard)', () => {
  it('names known segments in the interface language, each linking to its prefix', () => {
    expect(
      translatedBreadcrumbs('/dashboard/wedding/couple?tab=1', labels(dashboardText('shell', 'en'))),
    ).toEqual([
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Wedding', href: '/dashboard/wedding' },
      { label: 'Couple', href: '/dashboard/wedding/couple' },
    ]);
    expect(
      translatedBreadcrumbs('/dashboard/wedding', labels(dashboardText('shell', 'pl'))).at(-1)?.label,
    ).toBe('Wesele');
  });

  it('capitalises unknown segments (spec rule) and gives none outside the dashboard', () => {
    expect(
      translatedBreadcrumbs('/dashboard/surprise', labels(dashboardText('shell', 'de'))).at(-1)?.label,
    ).toBe('Surprise');
    expect(translatedBreadcrumbs('/login', labels(dashboardText('shell', 'de')))).toEqual([]);
  });
});

describe('admin breadcrumbs (docs/requirements.md B2)', () => {
  it('start at the admin root', () => {
    expect(
      translatedBreadcrumbs('/admin/weddings/new', () => undefined, 'admin').map((crumb) => crumb.label),
    ).toEqual(['Admin', 'Weddings', 'New']);
  });
});
