import type { Meta, StoryObj } from '@storybook/react-vite';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { uiMessages } from '@wedding/ui';
import { expect, fn, waitFor, within } from 'storybook/test';
import { pageOf, weddingRows } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { chooseOption } from '../../story-support';
import { WeddingsListView } from './WeddingsListView';
import { weddingsSearchSchema } from './weddings-search';

const text = adminText('weddings', 'de');
const common = adminText('common', 'de');

const meta = {
  title: 'Admin/Weddings/List',
  tags: ['autodocs'],
  component: WeddingsListView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/weddings' },
  args: {
    search: weddingsSearchSchema.parse({}),
    onSearchChange: fn(),
    page: pageOf(weddingRows, 48, 1, 3),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <WeddingsListView {...args} />
    </div>
  ),
} satisfies Meta<typeof WeddingsListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of weddings: the couple links to its wedding, status and plan as badges, the count and the pages. */
export const Data: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: text('tableLabel') });
    await expect(within(table).getByRole('link', { name: 'Mia & Noah' })).toHaveAttribute(
      'href',
      '/admin/weddings/wedding-mia-und-noah',
    );
    await expect(within(table).getAllByText(text('premium'))).toHaveLength(
      weddingRows.filter((wedding) => wedding.isPremium).length,
    );
    await expect(within(table).getAllByText(text('inactive'))).toHaveLength(1);
    await expect(canvas.getByText(common('count', { count: '48' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiMessages.de['pagination.next'] }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ page: 2 });
  },
};

/** The first load: the count says it is loading and the table is empty, without the empty message's verdict. */
export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(common('loading'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: text('empty') })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: uiMessages.de['pagination.label'] })).toBeNull();
  },
};

/** A failed load says why and offers to ask again. */
export const LoadFailed: Story = {
  args: { page: undefined, errorText: 'Keine Verbindung zum Server.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Keine Verbindung zum Server.');
    await userEvent.click(within(alert).getByRole('button', { name: common('retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Nothing matches the filters. */
export const Empty: Story = {
  args: { page: pageOf([]), search: weddingsSearchSchema.parse({ search: 'xyz' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('empty') })).toBeVisible();
    await expect(canvas.getByText(common('count', { count: '0' }))).toBeVisible();
  },
};

/** A filter, the sort or typed search starts again at page 1. */
export const FilterChange: Story = {
  args: { search: weddingsSearchSchema.parse({ page: 3 }) },
  play: async ({ canvas, userEvent, args }) => {
    await chooseOption(canvas, userEvent, text('filter.status'), text('active'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ status: 'active', page: 1 });
    await chooseOption(canvas, userEvent, text('filter.plan'), text('premium'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ plan: 'premium', page: 1 });
    await chooseOption(canvas, userEvent, text('filter.sort'), text('sort.date.asc'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ sort: 'date', direction: 'asc', page: 1 });
    await userEvent.type(canvas.getByRole('searchbox', { name: text('searchLabel') }), 'anna');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith({ search: 'anna', page: 1 }));
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
