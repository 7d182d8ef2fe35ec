import type { Meta, StoryObj } from '@storybook/react-vite';
import { dashboardText } from '@wedding/dashboard';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { expect, fn, waitFor, within } from 'storybook/test';
import { locationRows, pageOf } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { chooseOption } from '../../story-support';
import { LocationsListView } from './LocationsListView';
import { locationsSearchSchema } from './locations-search';

const text = adminText('locations', 'de');
const common = adminText('common', 'de');
const kinds = dashboardText('locations', 'de');

const meta = {
  title: 'Admin/Locations/List',
  tags: ['autodocs'],
  component: LocationsListView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/locations' },
  args: { search: locationsSearchSchema.parse({}), onSearchChange: fn(), page: pageOf(locationRows) },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <LocationsListView {...args} />
    </div>
  ),
} satisfies Meta<typeof LocationsListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every wedding's venues with their kind, address and wedding (a link). */
export const Data: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: text('tableLabel') });
    await expect(within(table).getByText('Çırağan Sarayı')).toBeVisible();
    await expect(within(table).getByText(kinds('type.reception'))).toBeVisible();
    await expect(within(table).getByText('Otto-Suhr-Allee 100, 10585 Berlin')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'ayse-und-can' })).toHaveAttribute(
      'href',
      '/admin/weddings/wedding-ayse-und-can',
    );
  },
};

/** The kind filter asks for page 1 of that kind; "all" removes it. */
export const TypeFilter: Story = {
  args: { search: locationsSearchSchema.parse({ page: 2 }) },
  play: async ({ canvas, userEvent, args }) => {
    await chooseOption(canvas, userEvent, text('filter.type'), kinds('type.reception'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ type: 'reception', page: 1 });
  },
};

export const FilteredByType: Story = {
  args: { search: locationsSearchSchema.parse({ type: 'reception' }), page: pageOf([locationRows[1]!]) },
  play: async ({ canvas, userEvent, args }) => {
    await chooseOption(canvas, userEvent, text('filter.type'), text('filter.all'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ type: undefined, page: 1 });
  },
};

/** The city filter waits for typing to settle and sends it trimmed. */
export const CityFilter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: text('filter.city') }), 'Berlin ');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith({ city: 'Berlin', page: 1 }));
  },
};

export const Empty: Story = {
  args: { page: pageOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('empty') })).toBeVisible();
    await expect(canvas.getByText(common('count', { count: '0' }))).toBeVisible();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
