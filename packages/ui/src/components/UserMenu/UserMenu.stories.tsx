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
