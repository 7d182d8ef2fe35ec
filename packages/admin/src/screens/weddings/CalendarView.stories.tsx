import type { Meta, StoryObj } from '@storybook/react-vite';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { expect, fn } from 'storybook/test';
import { calendar } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { CalendarView } from './CalendarView';

const text = adminText('weddings', 'de');
const monthName = (month: string) =>
  new Intl.DateTimeFormat('de', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const meta = {
  title: 'Admin/Weddings/Calendar',
  tags: ['autodocs'],
  component: CalendarView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/calendar' },
  args: { calendar, onMonthChange: fn() },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <CalendarView {...args} />
    </div>
  ),
} satisfies Meta<typeof CalendarView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** June 2027 from Monday: each wedding on its day links to it; the arrows ask for the month before and after. */
export const June2027: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: monthName('2027-06') })).toBeVisible();
    await expect(canvas.getByText(text('calendar.count', { count: 3 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mia & Noah' })).toHaveAttribute(
      'href',
      '/admin/weddings/wedding-mia-und-noah',
    );
    const twelfth = canvas.getByRole('link', { name: 'Anna & Ben' }).closest('li');
    await expect(twelfth).toHaveTextContent('Priya & Arjun');
    await expect(twelfth?.querySelector('time')).toHaveAttribute('dateTime', '2027-06-12');
    await userEvent.click(canvas.getByRole('button', { name: text('calendar.next') }));
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2027-07');
    await userEvent.click(canvas.getByRole('button', { name: text('calendar.previous') }));
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2027-05');
  },
};

/** A month without weddings. */
export const EmptyMonth: Story = {
  args: { calendar: { month: '2027-02', weddings: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: monthName('2027-02') })).toBeVisible();
    await expect(canvas.getByText(text('calendar.count', { count: 0 }))).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The narrowest phone's width (a phone's own viewport turns the grid into a list of the days with weddings). */
export const Phone: Story = {
  decorators: [atPhoneWidth],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Mia & Noah' })).toBeVisible();
  },
};
