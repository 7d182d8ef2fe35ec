import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { uiMessages } from '@wedding/ui';
import { expect, fn } from 'storybook/test';
import { serviceSettings, settingsUpdatedAt } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { SettingsView } from './SettingsView';

const text = adminText('settings', 'de');

const meta = {
  title: 'Admin/Settings',
  tags: ['autodocs'],
  component: SettingsView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/settings' },
  args: { settings: serviceSettings, updatedAt: settingsUpdatedAt, canEdit: false, onSave: fn() },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <SettingsView {...args} />
    </div>
  ),
} satisfies Meta<typeof SettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin reads the settings: a note says who may change them, the fields are disabled and nothing can be saved. */
export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(text('readOnly'));
    await expect(canvas.getByRole('textbox', { name: text('galleryImagesMax') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: text('galleryImagesMax') })).toHaveValue(
      String(serviceSettings.galleryImagesMax),
    );
    await expect(canvas.getByRole('switch', { name: text('registrationsOpen') })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: text('save') })).toBeNull();
  },
};

/** A superadmin changes both settings; save waits for a change and sends the form's values. */
export const SuperadminSaves: Story = {
  args: { canEdit: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('note')).toBeNull();
    const save = canvas.getByRole('button', { name: text('save') });
    await expect(save).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(uiMessages.de['numberStepper.increment']) }),
    );
    await userEvent.click(canvas.getByRole('switch', { name: text('registrationsOpen') }));
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      galleryImagesMax: serviceSettings.galleryImagesMax + 1,
      registrationsOpen: false,
    });
  },
};

/** Nothing was ever changed: the defaults apply. */
export const Defaults: Story = {
  args: { canEdit: true, updatedAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('defaults'))).toBeVisible();
  },
};

export const SaveFailed: Story = {
  args: { canEdit: true, errorKey: 'networkError' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
  },
};

export const Phone: Story = { decorators: [atPhoneWidth], args: { canEdit: true } };
