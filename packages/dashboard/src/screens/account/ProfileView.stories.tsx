import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Locale, translate, type UserRole } from '@wedding/core';
import { uiMessages } from '@wedding/ui';
import { expect, fn, waitFor, within } from 'storybook/test';
import { coupleUser } from '../../fixtures/dashboard-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { ProfileView } from './ProfileView';

const text = dashboardText('account', 'de');

const meta = {
  title: 'Dashboard/Profile',
  tags: ['autodocs'],
  component: ProfileView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/profile' },
  args: {
    user: coupleUser,
    onSaveName: fn(async () => undefined),
    locale: 'de',
    onLocaleChange: fn(),
    colorMode: 'system',
    onColorModeChange: fn(),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <ProfileView {...args} />
    </div>
  ),
} satisfies Meta<typeof ProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Username and role are shown; the name is saved as typed, never blank. */
export const Name: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(coupleUser.username)).toBeVisible();
    const name = canvas.getByLabelText(text('profile.name'));
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: text('profile.saveName') }));
    await expect(canvas.getByText(translate('auth.nameRequired', 'de'))).toBeVisible();
    await userEvent.type(name, 'Anna Maria Berg');
    await userEvent.click(canvas.getByRole('button', { name: text('profile.saveName') }));
    await waitFor(() => expect(args.onSaveName).toHaveBeenCalledWith('Anna Maria Berg'));
    await expect(canvas.getByRole('link', { name: text('profile.toSettings') })).toHaveAttribute(
      'href',
      '/account/settings',
    );
  },
};

/** The colour scheme is one choice of three, saved for the user. */
export const ColourScheme: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: text('preferences.dark') }));
    await expect(args.onColorModeChange).toHaveBeenCalledWith('dark');
  },
};

/** The label beside "role": the role's name in the person's language. */
function roleShown(canvasElement: HTMLElement, locale: Locale): Element | null {
  const term = within(canvasElement).getByText(dashboardText('account', locale)('profile.role'));
  return term.nextElementSibling;
}

/** Every account has a role; one without a special role is a plain user, labelled 'Benutzer' (English 'User'). */
export const DefaultRole: Story = {
  play: async ({ canvasElement }) => {
    await expect(roleShown(canvasElement, 'de')).toHaveTextContent(uiMessages.de['userMenu.role.user']);
  },
};

export const DefaultRoleInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(roleShown(canvasElement, 'en')).toHaveTextContent(/^User$/);
  },
};

const staffRole: UserRole = 'admin';

/** A staff account reads as its role, not as the default. */
export const StaffRole: Story = {
  args: { user: { ...coupleUser, role: staffRole } },
  play: async ({ canvasElement }) => {
    const shown = roleShown(canvasElement, 'de');
    await expect(shown).toHaveTextContent(uiMessages.de[`userMenu.role.${staffRole}`]);
    await expect(shown).not.toHaveTextContent(uiMessages.de['userMenu.role.user']);
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
