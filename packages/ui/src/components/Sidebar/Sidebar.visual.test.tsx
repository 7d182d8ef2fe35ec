import { COLOR_MODES } from '@wedding/core';
import type { ReactNode } from 'react';
import { describe, it } from 'vitest';
import { shootScene } from '../../visual/screenshot-scene';
import { Header } from '../Header/Header';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { Sidebar } from './Sidebar';
import { dashboardSidebarGroups } from './sidebar-fixture';

// Same setup as src/visual/components.visual.test.tsx: act environment, no motion, fixed fonts.

const sidebar = (collapsed: boolean) => (
  <Sidebar
    label="Dashboard"
    layout="desktop"
    // Navigation and content groups: the whole sidebar is taller than the 600 px test viewport.
    groups={dashboardSidebarGroups.slice(0, 2)}
    currentPath="/dashboard/wedding/guests"
    defaultCollapsed={collapsed}
  />
);

const scenes: Record<string, ReactNode> = {
  sidebar: (
    <>
      {sidebar(false)}
      {sidebar(true)}
    </>
  ),
  header: (
    <div style={{ display: 'grid', gap: '12px', width: '600px' }}>
      <Header
        brand="Anna & Ben"
        navLabel="Abschnitte"
        layout="desktop"
        currentHref="#schedule"
        links={[
          { id: 'info', label: 'Infos', href: '#info' },
          { id: 'schedule', label: 'Ablauf', href: '#schedule' },
          { id: 'rsvp', label: 'Zusage', href: '#rsvp' },
        ]}
        actions={<ThemeToggle size="sm" />}
      />
      <Header
        brand="Anna & Ben"
        navLabel="Abschnitte"
        layout="mobile"
        links={[]}
        actions={<ThemeToggle size="sm" />}
      />
    </div>
  ),
};

describe('visual regression: sidebar (expanded, collapsed) and header (desktop, mobile) in light and dark', () => {
  for (const mode of COLOR_MODES) {
    for (const [name, node] of Object.entries(scenes)) {
      it(`${name} (${mode})`, async () => {
        await shootScene({ name, mode, layout: 'row' }, node);
      });
    }
  }
});
