import type { Meta, StoryObj } from '@storybook/react-vite';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { expect, within } from 'storybook/test';
import { auditEntries, recentActivity, totals } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { AdminOverviewView } from './AdminOverviewView';

const text = adminText('overview', 'de');
const auditText = adminText('audit', 'de');

const meta = {
  title: 'Admin/Overview',
  tags: ['autodocs'],
  component: AdminOverviewView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin' },
  args: { totals, recentActivity, unread: 3, recentAudit: auditEntries },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <AdminOverviewView {...args} />
    </div>
  ),
} satisfies Meta<typeof AdminOverviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The counts, the unread requests with a way to them, the newest RSVPs by wedding and the latest staff changes. */
export const Full: Story = {
  play: async ({ canvas }) => {
    const numbers = new Intl.NumberFormat('de');
    await expect(canvas.getByRole('heading', { level: 2, name: text('totals') })).toBeInTheDocument();
    for (const [title, value] of [
      [text('weddings'), totals.weddings.total],
      [text('users'), totals.users],
      [text('rsvps'), totals.rsvps.total],
      [text('views'), totals.views.total],
    ] as const) {
      await expect(canvas.getByRole('article', { name: `${title}: ${numbers.format(value)}` })).toBeVisible();
    }
    const messageCard = canvas.getByRole('region', { name: text('messages') });
    await expect(within(messageCard).getByText(text('unread', { count: 3 }))).toBeVisible();
    await expect(within(messageCard).getByText(text('unreadText', { count: 3 }))).toBeVisible();
    await expect(within(messageCard).getByRole('link', { name: text('toMessages') })).toHaveAttribute(
      'href',
      '/admin/messages',
    );
    const activity = canvas.getByRole('region', { name: text('activity') });
    await expect(within(activity).getAllByRole('listitem')).toHaveLength(recentActivity.length);
    await expect(within(activity).getByText('Familie Nowak')).toBeVisible();
    await expect(within(activity).getByText(new RegExp(text('status.not_attending')))).toBeVisible();
    await expect(within(activity).getByRole('link', { name: 'Anna & Ben' })).toHaveAttribute(
      'href',
      '/admin/weddings/wedding-anna-und-ben',
    );
    const changes = canvas.getByRole('table', { name: text('latestChanges') });
    await expect(within(changes).getAllByRole('row')).toHaveLength(auditEntries.length + 1);
    await expect(within(changes).getByText(auditText('action.gallery.remove'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('toAudit') })).toHaveAttribute('href', '/admin/audit');
  },
};

/** A quiet day: nothing unread (no badge), no RSVPs and no staff changes yet. */
export const Quiet: Story = {
  args: { recentActivity: [], unread: 0, recentAudit: [] },
  play: async ({ canvas }) => {
    const messageCard = canvas.getByRole('region', { name: text('messages') });
    await expect(within(messageCard).getByText(text('noUnread'))).toBeVisible();
    await expect(within(messageCard).queryByText(text('unread', { count: 0 }))).toBeNull();
    await expect(canvas.getByRole('heading', { name: text('noActivity') })).toBeVisible();
    await expect(canvas.getByText(auditText('empty'))).toBeVisible();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
