import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Navigation/UserMenu',
  tags: ['autodocs'],
  component: UserMenu,
  decorators: [withUiProviders],
  parameters: { locale: 'en' },
  args: { username: 'anna', onAction: fn() },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DashboardKeyboardChoosesLogOut: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /anna/ });
    await expect(canvas.getByText('AN')).toBeInTheDocument();
    await expect(canvas.getByText('User')).toBeInTheDocument();
    await expect(canvas.queryByTestId('admin-shield')).toBeNull();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(menu).toHaveAttribute('aria-label', 'User menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Log out']);
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const PublicChoosesDashboard: Story = {
  args: { variant: 'public' },
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: /anna/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Go to dashboard', 'Account settings', 'Log out']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('dashboard');
  },
};

/** On the public site the dashboard and account settings are links, so they also open in a new tab. */
export const PublicItemsAreLinks: Story = {
  args: { variant: 'public', hrefs: { dashboard: '/dashboard', accountSettings: '/account/settings' } },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /anna/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const menu = await canvas.findByRole('menu', { name: 'User menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
    const [dashboard, settings, logout] = within(menu).getAllByRole('menuitem');
    await expect(dashboard).toHaveAttribute('href', '/dashboard');
    await expect(settings).toHaveAttribute('href', '/account/settings');
    await expect(logout?.tagName).toBe('BUTTON');
    await waitFor(() => expect(dashboard).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** Arrows wrap, Home and End jump, a letter finds its item; Escape, Tab and a click elsewhere close the menu. */
export const KeyboardAndClosing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /anna/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await canvas.findByRole('menu');
    const [profile, settings, logout] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(logout).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(logout).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('s');
    await expect(settings).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('menu');
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());

    await userEvent.click(trigger);
    await canvas.findByRole('menu');
    await userEvent.click(document.body);
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const AdminShowsShield: Story = {
  args: { username: 'martin', userRole: 'admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('MA')).toBeInTheDocument();
    await expect(canvas.getByText('Admin')).toBeInTheDocument();
    await expect(canvas.getByTestId('admin-shield')).toBeInTheDocument();
  },
};

export const SuperadminGerman: Story = {
  args: { username: 'zoe', userRole: 'superadmin' },
  parameters: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Superadministrator')).toBeInTheDocument();
    await expect(canvas.getByTestId('admin-shield')).toBeInTheDocument();
  },
};

export const OpenDark: Story = {
  ...dark,
  parameters: { ...dark.parameters, locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: /anna/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByRole('menu')).toBeInTheDocument();
  },
};
