import type { Meta, StoryObj } from '@storybook/react-vite';
import { type MessageKey, translate } from '@wedding/core';
import { expect, fn, waitFor } from 'storybook/test';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { CustomDomainCard } from './CustomDomainCard';

const text = dashboardText('invite', 'de');

const meta = {
  title: 'Dashboard/Invite manager/Own domain',
  tags: ['autodocs'],
  component: CustomDomainCard,
  decorators: [withDashboardProviders],
  args: {
    customDomain: null,
    isPremium: true,
    mayEdit: true,
    productHost: 'wedding.example',
    onSave: fn(async (_customDomain: string | null): Promise<MessageKey | null> => null),
  },
  render: (args) => (
    <div style={{ padding: '1rem', maxWidth: '36rem' }}>
      <CustomDomainCard {...args} />
    </div>
  ),
} satisfies Meta<typeof CustomDomainCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A premium couple without a domain: what to point where, then the domain is saved as the browser writes it. */
export const SetUp: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByText(
        text('domain.stepRecord', { domain: text('domain.yourDomain'), host: 'wedding.example' }),
      ),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(text('domain.label')), 'https://WWW.Anna-und-Ben.de/');
    await userEvent.click(canvas.getByRole('button', { name: text('domain.save') }));
    await expect(args.onSave).toHaveBeenCalledWith('www.anna-und-ben.de');
  },
};

/** Not a domain: the reason under the field, what was typed kept, nothing sent. */
export const NotADomain: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByLabelText(text('domain.label'));
    await userEvent.type(field, 'anna-und-ben.de/hochzeit{Enter}');
    await expect(await canvas.findByText(translate('validation.customDomainInvalid', 'de'))).toBeVisible();
    await expect(field).toHaveValue('anna-und-ben.de/hochzeit');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The API refuses (another wedding has the domain): its reason under the field, the text kept. */
export const Taken: Story = {
  args: {
    onSave: fn(async (_customDomain: string | null): Promise<MessageKey | null> => 'customDomain.taken'),
  },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText(text('domain.label'));
    await userEvent.type(field, 'www.mia-und-noah.de{Enter}');
    await expect(await canvas.findByText(translate('customDomain.taken', 'de'))).toBeVisible();
    await expect(field).toHaveValue('www.mia-und-noah.de');
  },
};

/** Set: the address to share and open, the record named with the domain, and removing it. */
export const Connected: Story = {
  args: { customDomain: 'www.anna-und-ben.de' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('https://www.anna-und-ben.de/')).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('domain.open') })).toHaveAttribute(
      'href',
      'https://www.anna-und-ben.de/',
    );
    await expect(
      canvas.getByText(text('domain.stepRecord', { domain: 'www.anna-und-ben.de', host: 'wedding.example' })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('domain.remove') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(null));
  },
};

/** A role that may not change settings reads the address and the steps, without the form. */
export const ReadOnly: Story = {
  args: { customDomain: 'www.anna-und-ben.de', mayEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('https://www.anna-und-ben.de/')).toBeVisible();
    await expect(canvas.queryByLabelText(text('domain.label'))).toBeNull();
  },
};

/** The standard plan: what premium adds and where to get it. */
export const StandardPlan: Story = {
  args: { isPremium: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('domain.premiumOnly'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('domain.upgrade') })).toHaveAttribute(
      'href',
      '/dashboard/upgrade',
    );
    await expect(canvas.queryByLabelText(text('domain.label'))).toBeNull();
  },
};

export const Phone: Story = { args: { customDomain: 'www.anna-und-ben.de' }, decorators: [atPhoneWidth] };
