import type { Meta, StoryObj } from '@storybook/react-vite';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { uiMessages } from '@wedding/ui';
import { expect, fn, within } from 'storybook/test';
import { customerRows, pageOf } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { chooseOption } from '../../story-support';
import { CustomersListView } from './CustomersListView';
import { customersSearchSchema } from './customers-search';

const text = adminText('customers', 'de');
const common = adminText('common', 'de');

const meta = {
  title: 'Admin/Customers/List',
  tags: ['autodocs'],
  component: CustomersListView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/customers' },
  args: { search: customersSearchSchema.parse({}), onSearchChange: fn(), page: pageOf(customerRows) },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <CustomersListView {...args} />
    </div>
  ),
} satisfies Meta<typeof CustomersListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Accounts with their role and weddings; the username leads to the account. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: text('tableLabel') });
    await expect(within(table).getByRole('link', { name: 'anna.ben' })).toHaveAttribute(
      'href',
      '/admin/customers/user-anna',
    );
    await expect(within(table).getByText('anna-und-ben')).toBeVisible();
    await expect(within(table).getByText(uiMessages.de['userMenu.role.admin'])).toBeVisible();
    await expect(canvas.getByText(common('count', { count: String(customerRows.length) }))).toBeVisible();
  },
};

/** The role filter starts again at page 1; "all" removes it. */
export const RoleFilter: Story = {
  args: { search: customersSearchSchema.parse({ page: 2 }) },
  play: async ({ canvas, userEvent, args }) => {
    await chooseOption(canvas, userEvent, text('filter.role'), uiMessages.de['userMenu.role.admin']);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ role: 'admin', page: 1 });
  },
};

export const FilteredByRole: Story = {
  args: { search: customersSearchSchema.parse({ role: 'admin' }), page: pageOf([customerRows[1]!]) },
  play: async ({ canvas, userEvent, args }) => {
    await chooseOption(canvas, userEvent, text('filter.role'), text('filter.all'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ role: undefined, page: 1 });
  },
};

export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(common('loading'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: text('empty') })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { page: undefined, errorText: 'Keine Verbindung zum Server.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: common('retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { page: pageOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('empty') })).toBeVisible();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
