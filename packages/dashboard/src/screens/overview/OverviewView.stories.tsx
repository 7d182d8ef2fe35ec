import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { eventSummaries, recentRsvps, STORY_NOW, weddingDetail } from '../../fixtures/dashboard-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { activityLineText } from '../activity/activity-line';
import { storyActivity } from '../activity/fixtures/activity-fixtures';
import { OverviewView } from './OverviewView';

const text = dashboardText('overview', 'de');
const activityText = dashboardText('activity', 'de');
const scheduleText = dashboardText('schedule', 'de');

const meta = {
  title: 'Dashboard/Overview',
  tags: ['autodocs'],
  component: OverviewView,
  decorators: [withDashboardProviders],
  args: {
    wedding: weddingDetail,
    recentRsvps,
    activity: storyActivity.slice(0, 5),
    origin: 'https://wedding.example',
    now: STORY_NOW,
    onToggleActive: fn(),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <OverviewView {...args} />
    </div>
  ),
} satisfies Meta<typeof OverviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active site: status, address and code with copy buttons, counts, locations, gallery and the latest answers. */
export const Active: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(text('site.active'))).toBeVisible();
    await expect(canvas.getByText('https://wedding.example/de/w/anna-und-ben')).toBeVisible();
    await expect(canvas.getByText('LENA2026')).toBeVisible();
    await expect(canvas.getByText('Tante Gisela')).toBeVisible();
    await expect(canvas.getByText('St.-Marien-Kirche')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('site.deactivate') }));
    await expect(args.onToggleActive).toHaveBeenCalled();
  },
};

/** The latest changes by anyone planning the wedding, and a guest's answer, with the way to the whole feed. */
export const RecentActivity: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: activityText('card.title') });
    const card = within(heading.closest('section') as HTMLElement);
    for (const entry of storyActivity.slice(0, 5)) {
      await expect(card.getByText(activityLineText(entry, 'de'))).toBeVisible();
    }
    await expect(card.getByRole('link', { name: activityText('card.all') })).toHaveAttribute(
      'href',
      '/dashboard/wedding/activity',
    );
  },
};

export const Inactive: Story = {
  args: { wedding: { ...weddingDetail, isActive: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('site.inactive'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('site.activate') })).toBeVisible();
  },
};

/** On the day itself the count says 'today' (docs/requirements.md B2). */
export const WeddingDay: Story = {
  args: { now: new Date('2027-06-12T09:00:00Z') },
  play: async ({ canvas }) => {
    // The day count and the countdown card both say so.
    await expect(canvas.getAllByText(text('stats.today'))[0]).toBeVisible();
  },
};

/** A new wedding: nothing answered, no places, no images. */
export const JustStarted: Story = {
  args: {
    wedding: {
      ...weddingDetail,
      locations: [],
      gallery: { count: 0, updatedAt: null },
      rsvpCounts: { total: 0, confirmed: 0, declined: 0, maybe: 0, pending: 0, confirmedGuests: 0 },
    },
    recentRsvps: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('activity.emptyTitle'))).toBeVisible();
    await expect(canvas.getByText(text('locations.none'))).toBeVisible();
    await expect(canvas.getByText(text('gallery.never'))).toBeVisible();
  },
};

/** A schedule with a dinner for chosen households: each event's people coming, the meals picked (a kids' meal
 * marked) and those who picked none. */
export const PerEvent: Story = {
  args: { events: eventSummaries },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('heading', { name: text('events.title') }).closest('section') ?? canvas;
    const items = within(card as HTMLElement).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Trauung');
    await expect(items[0]).toHaveTextContent(scheduleText('headCount.coming', { count: '71' }));
    await expect(items[1]).toHaveTextContent(scheduleText('headCount.coming', { count: '20' }));
    await expect(items[1]).toHaveTextContent(
      [
        scheduleText('headCount.meal', { name: 'Zander', count: '11' }),
        scheduleText('headCount.meal', { name: 'Risotto', count: '6' }),
        scheduleText('headCount.meal', { name: `Nudeln (${scheduleText('meals.kids')})`, count: '2' }),
        scheduleText('headCount.withoutMeal', { count: '1' }),
      ].join(' · '),
    );
    await expect(
      within(card as HTMLElement).getByRole('link', { name: text('events.details') }),
    ).toHaveAttribute('href', '/dashboard/wedding/schedule');
  },
};

/** Without schedule events there is no per-event card. */
export const NoEvents: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: text('events.title') })).toBeNull();
  },
};

export const Phone: Story = { args: { events: eventSummaries }, decorators: [atPhoneWidth] };
