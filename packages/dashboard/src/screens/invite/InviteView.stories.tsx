import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { expect, fn } from 'storybook/test';
import { weddingSummary } from '../../fixtures/dashboard-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { InviteView } from './InviteView';

const text = dashboardText('invite', 'de');

const meta = {
  title: 'Dashboard/Invite manager',
  tags: ['autodocs'],
  component: InviteView,
  decorators: [withDashboardProviders],
  args: {
    wedding: weddingSummary,
    origin: 'https://wedding.example',
    slugInput: 'anna-und-ben',
    onSlugInputChange: fn(),
    slugAvailability: 'unchanged',
    onSaveSlug: fn(),
    onEditAccessCode: fn(),
    onRegenerateAccessCode: fn(),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <InviteView {...args} />
    </div>
  ),
} satisfies Meta<typeof InviteView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current address cannot be "saved"; the save-the-date card is shown but not available yet. */
export const Unchanged: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(text('slug.unchanged'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('slug.save') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text('saveTheDate.send') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: text('code.edit') }));
    await expect(args.onEditAccessCode).toHaveBeenCalled();
  },
};

export const Available: Story = {
  args: { slugInput: 'anna-ben-hochzeit', slugAvailability: 'available' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(translate('urlAvailable', 'de'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('slug.save') }));
    await expect(args.onSaveSlug).toHaveBeenCalledWith('anna-ben-hochzeit');
  },
};

export const Taken: Story = {
  args: { slugInput: 'mia-und-noah', slugAvailability: 'taken' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text('slug.save') })).toBeDisabled();
  },
};

export const Checking: Story = {
  args: { slugInput: 'anna-ben-2027', slugAvailability: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('slug.checking'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('slug.save') })).toBeDisabled();
  },
};

export const PremiumPlan: Story = { args: { wedding: { ...weddingSummary, isPremium: true } } };

export const Phone: Story = { decorators: [atPhoneWidth] };
