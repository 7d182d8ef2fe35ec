import type { Meta, StoryObj } from '@storybook/react-vite';
import { uiMessages } from '@wedding/ui';
import { expect, fn, within } from 'storybook/test';
import { coupleUser, weddingSummary } from '../fixtures/dashboard-fixtures';
import { dashboardText } from '../i18n/dashboard-text';
import { withDashboardProviders } from '../story-support';
import { DashboardShellView } from './DashboardShellView';

const text = dashboardText('shell', 'de');

const meta = {
  title: 'Dashboard/Shell',
  tags: ['autodocs'],
  component: DashboardShellView,
  decorators: [withDashboardProviders],
  parameters: { layout: 'fullscreen' },
  args: {
    user: coupleUser,
    wedding: weddingSummary,
    currentPath: '/dashboard/wedding/couple',
    locale: 'de',
    onLocaleChange: fn(),
    onLogout: fn(),
    onNavigate: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
    onEditAccessCode: fn(),
    collapsed: false,
    onCollapsedChange: fn(),
    layout: 'desktop',
    children: <p>Inhalt der Seite</p>,
  },
} satisfies Meta<typeof DashboardShellView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three groups, the current page marked, every page a link; breadcrumbs and title from the path. */
export const Desktop: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: text('nav.label') });
    await expect(within(nav).getByRole('link', { name: text('page.couple') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Every page is built now, the design ones included (gallery, theme, customize, backgrounds): none is disabled any
    // more.
    await expect(within(nav).getByRole('link', { name: text('page.gallery') })).toHaveAttribute(
      'href',
      '/dashboard/wedding/gallery',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: text('page.couple') })).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: text('page.invite') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard/wedding/invite', expect.anything());
    await userEvent.click(canvas.getByRole('button', { name: text('website.editCode') }));
    await expect(args.onEditAccessCode).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: text('user.logout') }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** Collapsed to icons: every action keeps its name for assistive technology. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text('website.copyCode') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('user.logout') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('website.view') })).toHaveAttribute(
      'href',
      '/de/w/anna-und-ben',
    );
  },
};

/** Phone: the menu button opens the drawer; Escape closes it. */
export const Phone: Story = {
  args: { layout: 'mobile' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiMessages.de['sidebar.open'] }));
    const drawer = within(document.body).getByRole('dialog', { name: text('nav.label') });
    await expect(within(drawer).getByRole('button', { name: text('user.logout') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** A viewer: every page readable, a page whose changes their role does not allow says so once; no code to edit. */
export const Viewer: Story = {
  args: { wedding: { ...weddingSummary, access: { role: 'viewer', side: null } } },
  play: async ({ canvas }) => {
    const role = dashboardText('access', 'de')('role.viewer');
    await expect(canvas.getByText(text('limit.readOnly', { role }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('website.editCode') })).toBeNull();
    await expect(canvas.getByRole('button', { name: text('website.copyCode') })).toBeVisible();
  },
};

/** A guest-list editor on the seating plan may change it: nothing to tell. */
export const GuestEditorOnSeating: Story = {
  args: {
    wedding: { ...weddingSummary, access: { role: 'guestEditor', side: null } },
    currentPath: '/dashboard/wedding/seating',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Rolle in dieser Hochzeit/)).toBeNull();
  },
};

/** Account pages of a user without a wedding: no website actions. */
export const WithoutWedding: Story = {
  args: { wedding: null, currentPath: '/account/settings' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: text('website.editCode') })).toBeNull();
  },
};
