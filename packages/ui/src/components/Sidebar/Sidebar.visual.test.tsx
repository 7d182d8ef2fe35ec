import '@wedding/tokens/css/tokens.css';
import { COLOR_MODES } from '@wedding/core';
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { I18nProvider } from '../../i18n/I18nProvider';
import { Header } from '../Header/Header';
import { ThemeProvider } from '../ThemeProvider/ThemeProvider';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { Sidebar } from './Sidebar';
import { dashboardSidebarGroups } from './sidebar-fixture';

// Same setup as src/visual/components.visual.test.tsx: act environment, no motion, fixed fonts.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const freeze = document.createElement('style');
freeze.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; } [data-theme-root] { --wed-font-body: "DejaVu Sans", sans-serif; --wed-font-heading: "DejaVu Serif", serif; }';
document.head.append(freeze);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.querySelector('#visual-root')?.remove();
});

async function shoot(name: string, mode: (typeof COLOR_MODES)[number], node: ReactNode) {
  const container = document.createElement('div');
  container.id = 'visual-root';
  container.style.width = '640px';
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <I18nProvider locale="de">
        <ThemeProvider mode={mode}>
          <div
            data-testid="shot"
            style={{ padding: '16px', display: 'flex', gap: '12px', alignItems: 'start' }}
          >
            {node}
          </div>
        </ThemeProvider>
      </I18nProvider>,
    ),
  );
  await document.fonts.ready;
  await expect.element(page.getByTestId('shot')).toMatchScreenshot(`${name}-${mode}`);
}

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
        await shoot(name, mode, node);
      });
    }
  }
});
