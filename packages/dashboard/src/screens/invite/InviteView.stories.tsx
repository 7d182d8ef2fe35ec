import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { expect, fn } from 'storybook/test';
import { weddingSummary } from '../../fixtures/dashboard-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, storyNavigate, withDashboardProviders } from '../../story-support';
import { SAMPLE_QR_URL } from '../outreach/fixtures/sample-qr';
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
    siteQrCodeUrl: SAMPLE_QR_URL,
    onSaveCustomDomain: fn(async () => null),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <InviteView {...args} />
    </div>
  ),
} satisfies Meta<typeof InviteView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current address cannot be "saved"; the access code opens its editor. */
export const Unchanged: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(text('slug.unchanged'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('slug.save') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: text('code.edit') }));
    await expect(args.onEditAccessCode).toHaveBeenCalled();
  },
};

/** The site's QR code is shown with its address as alternative text, and offered as a download. */
export const SiteQrCode: Story = {
  play: async ({ canvas }) => {
    const siteUrl = 'https://wedding.example/de/w/anna-und-ben';
    const image = canvas.getByRole('img', { name: text('qr.alt', { url: siteUrl }) });
    await expect(image).toHaveAttribute('src', SAMPLE_QR_URL);
    const download = canvas.getByRole('link', { name: text('qr.download') });
    await expect(download).toHaveAttribute('href', SAMPLE_QR_URL);
    await expect(download).toHaveAttribute('download', 'qr-anna-und-ben.svg');
  },
};

/** The save-the-date leads to the mail screen with its kind preset. */
export const SaveTheDate: Story = {
  play: async ({ canvas, userEvent }) => {
    storyNavigate.mockClear();
    const link = canvas.getByRole('link', { name: text('saveTheDate.send') });
    await expect(link).toHaveAttribute('href', '/dashboard/wedding/mail?kind=saveTheDate');
    await userEvent.click(link);
    await expect(storyNavigate).toHaveBeenCalledWith('/dashboard/wedding/mail?kind=saveTheDate');
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
