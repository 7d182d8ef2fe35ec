import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { weddingSummary } from '../../../fixtures/dashboard-fixtures';
import { dashboardText } from '../../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../../story-support';
import { WeddingDeletionView } from './WeddingDeletionView';

const text = dashboardText('account', 'de');
const page = () => within(document.body);
const second = {
  ...weddingSummary,
  id: 'wedding-lena-jonas',
  slug: 'lena-und-jonas',
  brideName: 'Lena',
  groomName: 'Jonas',
};

const meta = {
  title: 'Dashboard/Account settings/Delete a wedding',
  tags: ['autodocs'],
  component: WeddingDeletionView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/account/settings' },
  args: { weddings: [weddingSummary, second], onDeleteWedding: fn(async () => undefined) },
  render: (args) => (
    <div style={{ padding: '1rem', maxWidth: '36rem' }}>
      <WeddingDeletionView {...args} />
    </div>
  ),
} satisfies Meta<typeof WeddingDeletionView>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirmField = (slug: string) =>
  within(page().getByRole('dialog')).getByLabelText(text('privacy.weddings.confirmLabel', { slug }), {
    exact: false,
  });

/** Every wedding of the user with its address; deleting one asks for that address (any case) to be typed. */
export const TypedConfirmation: Story = {
  play: async ({ userEvent, args }) => {
    const rows = page().getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent(text('privacy.weddings.address', { slug: second.slug }));
    await userEvent.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: text('privacy.weddings.delete') }),
    );
    const dialog = within(await page().findByRole('dialog'));
    // The dialog fades in: wait until its text is shown rather than catch it mid-animation.
    await waitFor(() =>
      expect(dialog.getByText(text('privacy.weddings.deleteText', { names: 'Lena & Jonas' }))).toBeVisible(),
    );
    const confirm = dialog.getByRole('button', { name: text('privacy.deleteConfirm') });
    await userEvent.type(confirmField(second.slug), weddingSummary.slug);
    await expect(confirm).toBeDisabled();
    await userEvent.clear(confirmField(second.slug));
    await userEvent.type(confirmField(second.slug), ' Lena-und-Jonas ');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onDeleteWedding).toHaveBeenCalledWith(second, ' Lena-und-Jonas '));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** A wedding the person co-plans is listed, but only its owners may delete it: no button, the reason instead. */
export const OwnersOnly: Story = {
  args: { weddings: [weddingSummary, { ...second, access: { role: 'coPlanner', side: null } }] },
  play: async () => {
    const rows = page().getAllByRole('listitem');
    await expect(within(rows[0] as HTMLElement).getByRole('button')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(rows[1]).toHaveTextContent(text('privacy.weddings.ownersOnly'));
  },
};

/** The API's refusal is named inside the dialog, translated, and what was typed stays. */
export const Refused: Story = {
  args: {
    weddings: [weddingSummary],
    onDeleteWedding: fn(async () => Promise.reject(new ApiError(400, 'confirmationMismatch'))),
  },
  play: async ({ userEvent }) => {
    await userEvent.click(page().getByRole('button', { name: text('privacy.weddings.delete') }));
    await page().findByRole('dialog');
    await userEvent.type(confirmField(weddingSummary.slug), weddingSummary.slug);
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(page().getByRole('dialog')).findByText(translate('confirmationMismatch', 'de')),
    ).toBeVisible();
    await expect(confirmField(weddingSummary.slug)).toHaveValue(weddingSummary.slug);
  },
};

/** A network failure says so; Escape closes the dialog and nothing was deleted. */
export const NoAnswer: Story = {
  args: {
    weddings: [weddingSummary],
    onDeleteWedding: fn(async () => Promise.reject(new ApiError(0, undefined))),
  },
  play: async ({ userEvent }) => {
    await userEvent.click(page().getByRole('button', { name: text('privacy.weddings.delete') }));
    await page().findByRole('dialog');
    await userEvent.type(confirmField(weddingSummary.slug), weddingSummary.slug);
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(page().getByRole('dialog')).findByText(translate('networkError', 'de')),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** A user without a wedding (all deleted, or only invited to none yet). */
export const NoWedding: Story = {
  args: { weddings: [] },
  play: async () => {
    await expect(page().getByText(text('privacy.weddings.empty'))).toBeVisible();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
