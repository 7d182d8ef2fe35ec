import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dashboardText } from '../../i18n/dashboard-text';
import { withDashboardProviders } from '../../story-support';
import { AccessCodeDialog } from './AccessCodeDialog';

const text = dashboardText('shell', 'de');
const dialog = () => within(document.body).getByRole('dialog');

const meta = {
  title: 'Dashboard/Access code dialog',
  tags: ['autodocs'],
  component: AccessCodeDialog,
  decorators: [withDashboardProviders],
  args: { open: true, onOpenChange: fn(), savedCode: 'LENA2026', onSave: fn() },
} satisfies Meta<typeof AccessCodeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typed letters are upper-cased, others dropped; the remaining count shows until 8; save only when changed. */
export const Editing: Story = {
  play: async ({ userEvent, args }) => {
    const field = within(dialog()).getByLabelText(text('accessCode.label'), { exact: false });
    const save = within(dialog()).getByRole('button', { name: text('common.save') });
    // The dialog fades in; its content counts as visible once the animation ends.
    await waitFor(() =>
      expect(within(dialog()).getByText(translate('accessCode.valid', 'de'))).toBeVisible(),
    );
    await expect(save).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'ab c~12');
    await expect(field).toHaveValue('ABC12');
    await expect(
      within(dialog()).getByText(translate('accessCode.remaining', 'de', { count: 3 })),
    ).toBeVisible();
    await expect(save).toBeDisabled();
    await userEvent.type(field, '3!?');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith('ABC123!?');
  },
};

/** Generate-new fills in a valid random code. */
export const Generate: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: text('accessCode.generate') }));
    const field = within(dialog()).getByLabelText(text('accessCode.label'), {
      exact: false,
    }) as HTMLInputElement;
    await expect(field.value).toMatch(/^[A-Z0-9&!@#$%^*+=?-]{8}$/);
    await expect(within(dialog()).getByRole('button', { name: text('common.save') })).toBeEnabled();
  },
};

/** A refused save keeps the dialog open with the reason. */
export const SaveFailed: Story = {
  args: { errorKey: 'saveError' },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(translate('saveError', 'de'));
  },
};
