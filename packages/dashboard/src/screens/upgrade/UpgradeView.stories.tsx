import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyAnsweredRequest, storyUpgradeRequest } from '../../fixtures/part-two-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { UpgradeView } from './UpgradeView';

const text = dashboardText('upgrade', 'de');

const meta = {
  title: 'Dashboard/Upgrade',
  tags: ['autodocs'],
  component: UpgradeView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/upgrade' },
  args: { isPremium: false, messages: [], onRequest: fn(async () => undefined) },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <UpgradeView {...args} />
    </div>
  ),
} satisfies Meta<typeof UpgradeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three things premium adds, and a request with an optional note; no price, no payment form. */
export const Request: Story = {
  play: async ({ canvas, userEvent, args }) => {
    for (const id of ['gallery', 'member', 'presets'] as const) {
      await expect(canvas.getByRole('heading', { name: text(`feature.${id}.title`) })).toBeVisible();
    }
    await userEvent.type(canvas.getByLabelText(text('request.note')), 'Für unsere Fotos');
    await userEvent.click(canvas.getByRole('button', { name: text('request.send') }));
    await waitFor(() => expect(args.onRequest).toHaveBeenCalledWith('Für unsere Fotos'));
    await expect(canvas.queryByRole('textbox', { name: /card|karte|iban/i })).toBeNull();
  },
};

/** A request without answer yet: no second request, its state is shown. */
export const Pending: Story = {
  args: { messages: [storyUpgradeRequest] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: text('request.send') })).toBeNull();
    await expect(canvas.getByText(text('request.unread'))).toBeVisible();
    await expect(canvas.getByText(storyUpgradeRequest.body)).toBeVisible();
  },
};

/** Staff answered and premium is on. */
export const Answered: Story = {
  args: { isPremium: true, messages: [storyAnsweredRequest] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('premium.active'))).toBeVisible();
    await expect(canvas.getByText(storyAnsweredRequest.replies[0]!.body)).toBeVisible();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
