import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { expect, fn, within } from 'storybook/test';
import { auditEntries, weddingDetail } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { WeddingDetailView } from './WeddingDetailView';

const text = adminText('weddings', 'de');
const auditText = adminText('audit', 'de');
const weddingAudit = auditEntries.filter((entry) => entry.weddingId === weddingDetail.id);

const meta = {
  title: 'Admin/Weddings/Detail',
  tags: ['autodocs'],
  component: WeddingDetailView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: `/admin/weddings/${weddingDetail.id}` },
  args: { wedding: weddingDetail, audit: weddingAudit, onChange: fn(), pending: null },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <WeddingDetailView {...args} />
    </div>
  ),
} satisfies Meta<typeof WeddingDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The facts with links to the site, the owner and the members; switching premium on reports just that change. */
export const SwitchPremium: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Anna & Ben' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: weddingDetail.slug })).toHaveAttribute(
      'href',
      '/de/w/anna-und-ben',
    );
    await expect(canvas.getByText(weddingDetail.accessCode)).toBeVisible();
    const members = canvas.getByRole('region', { name: text('members') });
    await expect(within(members).getByRole('link', { name: 'ben.k' })).toHaveAttribute(
      'href',
      '/admin/customers/user-ben',
    );
    await expect(canvas.getByRole('switch', { name: text('switch.active') })).toBeChecked();
    const premium = canvas.getByRole('switch', { name: text('switch.premium') });
    await expect(premium).not.toBeChecked();
    await userEvent.click(premium);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ isPremium: true });
    const audit = canvas.getByRole('table', { name: text('audit') });
    await expect(within(audit).getByText(auditText('action.wedding.update'))).toBeVisible();
  },
};

/** While the plan is being saved its switch waits; the other one stays usable. */
export const Pending: Story = {
  args: { pending: 'isPremium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: text('switch.premium') })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: text('switch.active') })).toBeEnabled();
  },
};

/** Staff set the wedding's own domain as pasted; it is sent as the browser writes it, and a path is refused. */
export const SetDomain: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByLabelText(text('domain.label'));
    await userEvent.type(field, 'www.anna-und-ben.de/fotos{Enter}');
    await expect(await canvas.findByText(translate('validation.customDomainInvalid', 'de'))).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://WWW.Anna-und-Ben.de{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ customDomain: 'www.anna-und-ben.de' });
  },
};

/** An emptied field removes the domain. */
export const RemoveDomain: Story = {
  args: { wedding: { ...weddingDetail, customDomain: 'www.anna-und-ben.de' } },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByLabelText(text('domain.label'));
    await expect(field).toHaveValue('www.anna-und-ben.de');
    await userEvent.clear(field);
    await userEvent.click(canvas.getByRole('button', { name: text('domain.save') }));
    await expect(args.onChange).toHaveBeenCalledWith({ customDomain: null });
  },
};

/** A wedding without staff changes yet. */
export const NoAuditEntries: Story = {
  args: { audit: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(auditText('empty'))).toBeVisible();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
