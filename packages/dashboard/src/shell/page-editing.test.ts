import { describe, expect, it } from 'vitest';
import { mayEditPage, pageOfPath } from './sidebar-groups';

describe('which pages a member role may change', () => {
  it('finds the page of a path by its longest address', () => {
    expect(pageOfPath('/dashboard/wedding')?.id).toBe('overview');
    expect(pageOfPath('/dashboard/wedding/content')?.id).toBe('content');
    expect(pageOfPath('/dashboard/wedding/content/anything')?.id).toBe('content');
    expect(pageOfPath('/account/settings')).toBeUndefined();
  });

  it('a viewer changes nothing; a guest-list editor the guest pages, not the site; staff everything', () => {
    const viewer = { role: 'viewer', side: null } as const;
    const guestEditor = { role: 'guestEditor', side: null } as const;
    expect(mayEditPage('/dashboard/wedding/content', viewer)).toBe(false);
    expect(mayEditPage('/dashboard/wedding/seating', viewer)).toBe(false);
    expect(mayEditPage('/dashboard/wedding/seating', guestEditor)).toBe(true);
    expect(mayEditPage('/dashboard/wedding/theme', guestEditor)).toBe(false);
    expect(mayEditPage('/dashboard/wedding/access', { role: 'coPlanner', side: null })).toBe(false);
    expect(mayEditPage('/dashboard/wedding/theme', null)).toBe(true);
  });

  it('pages that read only, or tell their own limits, are never marked', () => {
    const viewer = { role: 'viewer', side: null } as const;
    for (const path of ['/dashboard/wedding', '/dashboard/wedding/guests', '/dashboard/wedding/activity']) {
      expect(mayEditPage(path, viewer)).toBe(true);
    }
  });
});
