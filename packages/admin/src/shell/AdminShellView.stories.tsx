import type { Meta, StoryObj } from '@storybook/react-vite';
import { dashboardText } from '@wedding/dashboard';
import { withDashboardProviders } from '@wedding/dashboard/story-support';
import { uiMessages } from '@wedding/ui';
import { expect, fn, within } from 'storybook/test';
import { staffUser, superadminUser } from '../fixtures/admin-fixtures';
import { adminText } from '../i18n/admin-text';
import { AdminShellView } from './AdminShellView';

const text = adminText('shell', 'de');
const shellText = dashboardText('shell', 'de');
const messagesLink = new RegExp(text('page.messages'));

const meta = {
  title: 'Admin/Shell',
  tags: ['autodocs'],
  component: AdminShellView,
  decorators: [withDashboardProviders],
  parameters: { layout: 'fullscreen', currentPath: '/admin/weddings' },
  args: {
    user: staffUser,
    currentPath: '/admin/weddings',
    unread: 3,
    locale: 'de',
    onLocaleChange: fn(),
    onLogout: fn(),
    onNavigate: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
    collapsed: false,
    onCollapsedChange: fn(),
    layout: 'desktop',
    children: <p>Inhalt der Seite</p>,
  },
} satisfies Meta<typeof AdminShellView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five groups, the current page marked and named in the heading and breadcrumbs; messages carry the unread count. */
export const Desktop: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: text('nav.label') });
    await expect(within(nav).getByRole('link', { name: text('page.weddings') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: text('page.overview') })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(within(nav).getByRole('link', { name: messagesLink })).toHaveTextContent(
      text('unreadBadge', { count: 3 }),
    );
    for (const group of ['service', 'weddings', 'customers', 'content', 'system'] as const) {
      await expect(within(nav).getByRole('list', { name: text(`group.${group}`) })).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { level: 1, name: text('page.weddings') })).toBeVisible();
    await expect(document.title).toBe(`${text('page.weddings')} · ${text('brand')}`);
    await userEvent.click(within(nav).getByRole('link', { name: messagesLink }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/messages', expect.anything());
    await userEvent.click(canvas.getByRole('button', { name: shellText('user.logout') }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** Nothing unread: no badge on messages. */
export const NothingUnread: Story = {
  args: { unread: 0 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: text('nav.label') });
    await expect(within(nav).getByRole('link', { name: text('page.messages') })).not.toHaveTextContent(
      text('unreadBadge', { count: 3 }),
    );
  },
};

/** Collapsed to icons: every page and the unread count keep their names for assistive technology. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: text('nav.label') });
    await expect(within(nav).getByRole('link', { name: messagesLink })).toHaveTextContent(
      text('unreadBadge', { count: 3 }),
    );
    await expect(within(nav).getByRole('link', { name: text('page.settings') })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    await expect(canvas.getByRole('button', { name: shellText('user.logout') })).toBeVisible();
  },
};

/** Phone: the menu button opens the drawer with the navigation; Escape closes it. */
export const Phone: Story = {
  args: { layout: 'mobile' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiMessages.de['sidebar.open'] }));
    const drawer = within(document.body).getByRole('dialog', { name: text('nav.label') });
    await expect(within(drawer).getByRole('link', { name: messagesLink })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: shellText('user.logout') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** A superadmin on the settings page: the profile widget shows the role with the staff shield. */
export const Superadmin: Story = {
  args: { user: superadminUser, currentPath: '/admin/settings' },
  parameters: { currentPath: '/admin/settings' },
  play: async ({ canvas }) => {
    const user = canvas.getByRole('region', { name: shellText('user.label') });
    await expect(within(user).getByText(superadminUser.username)).toBeVisible();
    await expect(within(user).getByText(uiMessages.de['userMenu.role.superadmin'])).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: text('page.settings') })).toBeVisible();
  },
};

/** A detail page has no sidebar entry of its own: the heading is the title the screen passes. */
export const DetailPage: Story = {
  args: { currentPath: '/admin/weddings/wedding-anna-und-ben', title: 'Anna & Ben' },
  parameters: { currentPath: '/admin/weddings/wedding-anna-und-ben' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anna & Ben' })).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: uiMessages.de['breadcrumbs.label'] });
    await expect(within(crumbs).getByRole('link', { name: text('crumb.weddings') })).toHaveAttribute(
      'href',
      '/admin/weddings',
    );
  },
};
