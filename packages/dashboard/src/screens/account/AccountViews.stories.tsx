import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { coupleUser } from '../../fixtures/dashboard-fixtures';
import { storyPasskeys } from '../../fixtures/part-two-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { AccountSettingsView } from './AccountSettingsView';

const text = dashboardText('account', 'de');
const page = () => within(document.body);

const meta = {
  title: 'Dashboard/Account settings',
  tags: ['autodocs'],
  component: AccountSettingsView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/account/settings' },
  args: {
    user: coupleUser,
    passkeys: storyPasskeys,
    onRequestEmailVerification: fn(async (email: string) => email),
    onChangePassword: fn(async () => undefined),
    onAddPasskey: fn(async () => true),
    onRemovePasskey: fn(async () => undefined),
    onDeleteAccount: fn(async () => undefined),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <AccountSettingsView {...args} />
    </div>
  ),
} satisfies Meta<typeof AccountSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (key: Parameters<typeof text>[0]) => page().getByLabelText(text(key));

/** The current password is required, the new one twice and by the rules; then it is sent. */
export const ChangePassword: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.click(page().getByRole('button', { name: text('password.save') }));
    await expect(page().getByText(translate('auth.currentPasswordRequired', 'de'))).toBeVisible();
    await userEvent.type(field('password.current'), 'the old passphrase');
    await userEvent.type(field('password.new'), 'short');
    await userEvent.type(field('password.confirm'), 'other');
    await userEvent.click(page().getByRole('button', { name: text('password.save') }));
    await expect(page().getByText(translate('auth.passwordTooShort', 'de', { min: 10 }))).toBeVisible();
    await expect(page().getByText(translate('auth.passwordsDontMatch', 'de'))).toBeVisible();
    await userEvent.clear(field('password.new'));
    await userEvent.type(field('password.new'), 'a brand new passphrase');
    await userEvent.clear(field('password.confirm'));
    await userEvent.type(field('password.confirm'), 'a brand new passphrase');
    await userEvent.click(page().getByRole('button', { name: text('password.save') }));
    await waitFor(() =>
      expect(args.onChangePassword).toHaveBeenCalledWith({
        currentPassword: 'the old passphrase',
        newPassword: 'a brand new passphrase',
      }),
    );
  },
};

/** A wrong current password is named on its field; the new password stays typed. */
export const WrongCurrentPassword: Story = {
  args: {
    onChangePassword: fn(async () =>
      Promise.reject(
        new ApiError(400, 'currentPasswordWrong', { currentPassword: 'auth.currentPasswordWrong' }),
      ),
    ),
  },
  play: async ({ userEvent }) => {
    await userEvent.type(field('password.current'), 'not it at all');
    await userEvent.type(field('password.new'), 'a brand new passphrase');
    await userEvent.type(field('password.confirm'), 'a brand new passphrase');
    await userEvent.click(page().getByRole('button', { name: text('password.save') }));
    await expect(await page().findByText(translate('auth.currentPasswordWrong', 'de'))).toBeVisible();
    await expect(field('password.new')).toHaveValue('a brand new passphrase');
  },
};

/** A passkey-only member sets a first password without a current one. */
export const PasskeyOnlyMember: Story = {
  args: { user: { ...coupleUser, hasPassword: false }, passkeys: storyPasskeys.slice(0, 1) },
  play: async ({ userEvent, args }) => {
    await expect(page().queryByLabelText(text('password.current'))).toBeNull();
    await userEvent.type(field('password.new'), 'my first password');
    await userEvent.type(field('password.confirm'), 'my first password');
    await userEvent.click(page().getByRole('button', { name: text('password.set') }));
    await waitFor(() =>
      expect(args.onChangePassword).toHaveBeenCalledWith({ newPassword: 'my first password' }),
    );
  },
};

/** Passkeys are listed with their dates and kind; removing one asks first; a new one is made on this device. */
export const Passkeys: Story = {
  play: async ({ userEvent, args }) => {
    await expect(page().getByText(text('passkeys.synced'))).toBeVisible();
    await expect(page().getByText(text('passkeys.neverUsed'), { exact: false })).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: text('passkeys.removeNamed', { index: 2 }) }));
    const confirm = await page().findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: text('passkeys.remove') }));
    await waitFor(() => expect(args.onRemovePasskey).toHaveBeenCalledWith(storyPasskeys[1]));
    await userEvent.click(page().getByRole('button', { name: text('passkeys.add') }));
    await expect(args.onAddPasskey).toHaveBeenCalled();
  },
};

/** The last way in cannot be removed: the API's reason stays in the dialog. */
export const LastPasskey: Story = {
  args: {
    user: { ...coupleUser, hasPassword: false },
    passkeys: storyPasskeys.slice(0, 1),
    onRemovePasskey: fn(async () => Promise.reject(new ApiError(409, 'lastSignInMethod'))),
  },
  play: async ({ userEvent }) => {
    await userEvent.click(page().getByRole('button', { name: text('passkeys.removeNamed', { index: 1 }) }));
    const confirm = await page().findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: text('passkeys.remove') }));
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      translate('passkey.lastSignInMethod', 'de'),
    );
  },
};

/** Download links the archive; deleting the account needs the username typed. */
export const YourData: Story = {
  play: async ({ userEvent, args }) => {
    await expect(page().getByRole('link', { name: text('privacy.export') })).toHaveAttribute(
      'href',
      '/api/account/export',
    );
    await userEvent.click(page().getByRole('button', { name: text('privacy.delete') }));
    const dialog = within(await page().findByRole('dialog'));
    const confirm = dialog.getByRole('button', { name: text('privacy.deleteConfirm') });
    await expect(confirm).toBeDisabled();
    await userEvent.type(
      dialog.getByLabelText(text('privacy.deleteConfirmLabel', { username: coupleUser.username }), {
        exact: false,
      }),
      coupleUser.username,
    );
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onDeleteAccount).toHaveBeenCalledWith(coupleUser.username));
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
