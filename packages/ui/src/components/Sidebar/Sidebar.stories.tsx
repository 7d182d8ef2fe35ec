import type { Meta, StoryObj } from '@storybook/react-vite';
import { SIDEBAR_SWIPE } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { Sidebar } from './Sidebar';
import { dashboardSidebarGroups } from './sidebar-fixture';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Kind = 'pointer' | 'touch';

function dispatchPoint(kind: Kind, phase: 'start' | 'end', x: number, y: number) {
  const target = document.body;
  if (kind === 'pointer') {
    const type = phase === 'start' ? 'pointerdown' : 'pointerup';
    target.dispatchEvent(
      new PointerEvent(type, { clientX: x, clientY: y, bubbles: true, pointerType: 'touch' }),
    );
    return;
  }
  const touch = new Touch({ identifier: 1, target, clientX: x, clientY: y });
  const type = phase === 'start' ? 'touchstart' : 'touchend';
  target.dispatchEvent(
    new TouchEvent(type, {
      bubbles: true,
      touches: phase === 'start' ? [touch] : [],
      changedTouches: [touch],
    }),
  );
}

async function swipe(kind: Kind, dx: number, dy: number, durationMs = 0) {
  const startX = 100;
  const startY = 200;
  dispatchPoint(kind, 'start', startX, startY);
  if (durationMs > 0) await sleep(durationMs);
  dispatchPoint(kind, 'end', startX + dx, startY + dy);
}

const meta = {
  title: 'Navigation/Sidebar',
  tags: ['autodocs'],
  component: Sidebar,
  decorators: [withUiProviders],
  args: {
    label: 'Dashboard',
    groups: dashboardSidebarGroups,
    currentPath: '/dashboard/wedding/overview',
    layout: 'desktop',
    onCollapsedChange: fn(),
    onOpenChange: fn(),
    onNavigate: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
    websiteActions: (
      <Button variant="secondary" size="sm">
        Seite ansehen
      </Button>
    ),
    userBlock: (
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <Avatar name="anna" size="sm" />
        <span>anna · User</span>
        <ThemeToggle size="sm" />
      </div>
    ),
  },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
    // docs/requirements.md A2: overview is also active on /dashboard/wedding/overview.
    await expect(within(nav).getByRole('link', { name: 'Übersicht' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Gäste' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('list', { name: 'Inhalt' })).toBeInTheDocument();
  },
};

export const DisabledComingSoonItems: Story = {
  play: async ({ canvas }) => {
    const soon = deText('sidebar.comingSoon');
    for (const name of ['Einladung', 'Ablauf', 'Anpassen', 'Hintergründe']) {
      const item = canvas.getByRole('link', { name: `${name} ${soon}` });
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      await expect(item).not.toHaveAttribute('href');
    }
    await expect(canvas.getByRole('link', { name: 'Galerie' })).not.toHaveAttribute('aria-disabled');
  },
};

export const CollapseToggle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: deText('sidebar.toggle') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('complementary')).toHaveAttribute('data-collapsed');
    // Collapsed to icons, every item keeps its label as accessible name.
    await expect(canvas.getByRole('link', { name: 'Gäste' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: deText('sidebar.toggle') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Labels leave the layout but stay the accessible names; the hover/focus tooltip repeats them unannounced.
    const guests = canvas.getByRole('link', { name: 'Gäste' });
    const tooltip = within(guests).getByText('Gäste', { selector: '[aria-hidden="true"]' });
    await expect(tooltip).not.toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Navigation' })).toBeInTheDocument();
  },
};

export const MobileDrawerOpen: Story = {
  args: { layout: 'mobile', defaultOpen: true },
  play: async ({ canvas }) => {
    const drawer = canvas.getByRole('dialog', { name: 'Dashboard' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await expect(canvas.getByRole('button', { name: deText('sidebar.open') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const MobileEscapeClosesAndRestoresFocus: Story = {
  args: { layout: 'mobile' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: deText('sidebar.open') });
    await userEvent.click(trigger);
    const drawer = canvas.getByRole('dialog', { name: 'Dashboard' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const MobileLinkClickCloses: Story = {
  args: { layout: 'mobile', defaultOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Galerie' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard/wedding/gallery', expect.anything());
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

const over = SIDEBAR_SWIPE.minHorizontalPx + 20;

export const SwipeOpensAndCloses: Story = {
  args: { layout: 'mobile' },
  play: async ({ canvas }) => {
    for (const kind of ['pointer', 'touch'] as const) {
      await swipe(kind, over, 10);
      await waitFor(() => expect(canvas.getByRole('dialog', { name: 'Dashboard' })).toBeVisible());
      await swipe(kind, -over, -10);
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    }
  },
};

export const SwipeMissingThresholdsDoesNothing: Story = {
  args: { layout: 'mobile' },
  play: async ({ canvas, args }) => {
    for (const kind of ['pointer', 'touch'] as const) {
      // Exactly 50 px is not over 50 px.
      await swipe(kind, SIDEBAR_SWIPE.minHorizontalPx, 0);
      // Exactly 100 px vertical is not under 100 px.
      await swipe(kind, over, SIDEBAR_SWIPE.maxVerticalPx);
      // Slower than 300 ms.
      await swipe(kind, over, 0, SIDEBAR_SWIPE.maxDurationMs + 80);
    }
    await sleep(50);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // Just over every threshold still opens.
    await swipe('pointer', SIDEBAR_SWIPE.minHorizontalPx + 1, SIDEBAR_SWIPE.maxVerticalPx - 1);
    await waitFor(() => expect(canvas.getByRole('dialog', { name: 'Dashboard' })).toBeVisible());
  },
};

export const DesktopIgnoresSwipes: Story = {
  play: async ({ canvas, args }) => {
    await swipe('pointer', -over, 0);
    await sleep(50);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('complementary')).not.toHaveAttribute('data-collapsed');
  },
};

export const Dark: Story = { ...dark };
export const CollapsedDark: Story = { ...dark, args: { defaultCollapsed: true } };
export const MobileDrawerOpenDark: Story = { ...dark, args: { layout: 'mobile', defaultOpen: true } };
