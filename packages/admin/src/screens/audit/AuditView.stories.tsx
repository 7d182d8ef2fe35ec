import type { Meta, StoryObj } from '@storybook/react-vite';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { uiMessages } from '@wedding/ui';
import { expect, fn, within } from 'storybook/test';
import { auditEntries, pageOf } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { chooseOption } from '../../story-support';
import { AuditView } from './AuditView';
import { auditSearchSchema } from './audit-search';

const text = adminText('audit', 'de');

const meta = {
  title: 'Admin/Audit log',
  tags: ['autodocs'],
  component: AuditView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/audit' },
  args: { search: auditSearchSchema.parse({}), onSearchChange: fn(), page: pageOf(auditEntries, 912, 1, 19) },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <AuditView {...args} />
    </div>
  ),
} satisfies Meta<typeof AuditView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who changed what, before and after, why and when; actions in words. */
export const Entries: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: text('tableLabel') });
    await expect(within(table).getAllByRole('row')).toHaveLength(auditEntries.length + 1);
    await expect(within(table).getByRole('columnheader', { name: text('column.reason') })).toBeVisible();
    await expect(within(table).getByText(text('action.settings.update'))).toBeVisible();
    await expect(within(table).getByText('galleryImagesMax: 200')).toBeVisible();
    await expect(within(table).getByText(auditEntries[1]!.reason!)).toBeVisible();
    await expect(
      canvas.getByText(text('count', { count: new Intl.NumberFormat('de').format(912) })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiMessages.de['pagination.next'] }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ page: 2 });
  },
};

/** Narrowed to one kind of entity, from page 1. */
export const FilterByKind: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await chooseOption(canvas, userEvent, text('filter.entityType'), text('entity.galleryImage'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ entityType: 'galleryImage', page: 1 });
  },
};

/** Opened from a wedding: a link back to it and one to the whole log. */
export const ForWedding: Story = {
  args: {
    search: auditSearchSchema.parse({ weddingId: 'wedding-anna-und-ben' }),
    page: pageOf(auditEntries.filter((entry) => entry.weddingId === 'wedding-anna-und-ben')),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: text('forWedding') })).toHaveAttribute(
      'href',
      '/admin/weddings/wedding-anna-und-ben',
    );
    await expect(canvas.getByRole('link', { name: text('showAll') })).toHaveAttribute('href', '/admin/audit');
  },
};

export const Empty: Story = {
  args: { page: pageOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { page: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('loading'))).toBeVisible();
  },
};

/** Phone: the table keeps its columns and scrolls sideways in a region the keyboard can reach. */
export const Phone: Story = {
  decorators: [atPhoneWidth],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: text('tableLabel') });
    await expect(table.parentElement).toHaveAttribute('tabindex', '0');
  },
};
