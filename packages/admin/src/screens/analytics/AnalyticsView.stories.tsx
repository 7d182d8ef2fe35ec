import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { expect, fn, waitFor, within } from 'storybook/test';
import { series } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { AnalyticsView } from './AnalyticsView';

const text = adminText('analytics', 'de');
const range = { from: series.from, to: series.to };
const day = (iso: string) =>
  new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const meta = {
  title: 'Admin/Analytics',
  tags: ['autodocs'],
  component: AnalyticsView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/analytics' },
  args: { range, onRangeChange: fn(), series },
  // The charts fill their container's width, so the story gives them a page-wide one.
  render: (args) => (
    <div style={{ padding: '1rem', width: '100%', boxSizing: 'border-box' }}>
      <AnalyticsView {...args} />
    </div>
  ),
} satisfies Meta<typeof AnalyticsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days: the range's totals, three drawn charts, and each chart's figures as a table on demand. */
export const Charts: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const numbers = new Intl.NumberFormat('de');
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: text('totals', { from: day(range.from), to: day(range.to) }),
      }),
    ).toBeVisible();
    const signups = series.days.reduce((sum, entry) => sum + entry.signups, 0);
    await expect(
      canvas.getByRole('article', { name: `${text('series.signups')}: ${numbers.format(signups)}` }),
    ).toBeVisible();
    const figures = canvas.getAllByRole('figure');
    await expect(
      figures.map((figure) => within(figure).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([text('growth'), text('engagement'), text('views')]);
    // recharts draws once its container has a size: one line per series.
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-line-curve')).toHaveLength(5));
    const growth = figures[0]!;
    await userEvent.click(within(growth).getByText(text('showTable')));
    const table = within(growth).getByRole('table', { name: text('growth') });
    await expect(within(table).getAllByRole('row')).toHaveLength(series.days.length + 1);
    await expect(within(table).getByRole('columnheader', { name: text('series.weddings') })).toBeVisible();
  },
};

/** A range that ends before it starts: core's message at the end date, and nothing is asked. */
export const RangeOrderError: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const from = canvas.getByLabelText(text('from'));
    await userEvent.clear(from);
    await userEvent.type(from, '2027-03-10');
    await expect(from).toHaveValue('2027-03-10');
    await userEvent.click(canvas.getByRole('button', { name: text('apply') }));
    await expect(canvas.getByText(translate('admin.rangeOrder', 'de'))).toBeVisible();
    await expect(canvas.getByLabelText(text('to'))).toHaveAccessibleDescription(
      expect.stringContaining(translate('admin.rangeOrder', 'de')),
    );
    await expect(args.onRangeChange).not.toHaveBeenCalled();
  },
};

/** Two valid dates are applied as typed. */
export const CustomRange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const from = canvas.getByLabelText(text('from'));
    await userEvent.clear(from);
    await userEvent.type(from, '2027-02-14');
    await userEvent.click(canvas.getByRole('button', { name: text('apply') }));
    await expect(args.onRangeChange).toHaveBeenCalledWith({ from: '2027-02-14', to: range.to });
  },
};

export const Loading: Story = {
  args: { series: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('loading'))).toBeVisible();
    await expect(canvas.queryAllByRole('figure')).toHaveLength(0);
  },
};

export const LoadFailed: Story = {
  args: { series: undefined, errorText: 'Keine Verbindung zum Server.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Keine Verbindung zum Server.');
    await userEvent.click(within(alert).getByRole('button', { name: text('retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
