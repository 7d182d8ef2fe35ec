import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { recentRsvps, STORY_NOW, weddingDetail } from '../../fixtures/dashboard-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { OverviewView } from './OverviewView';

const text = dashboardText('overview', 'de');

const meta = {
  title: 'Dashboard/Overview',
  tags: ['autodocs'],
  component: OverviewView,
  decorators: [withDashboardProviders],
  args: {
    wedding: weddingDetail,
    recentRsvps,
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

export const Inactive: Story = {
  args: { wedding: { ...weddingDetail, isActive: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('site.inactive'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('site.activate') })).toBeVisible();
  },
};

/** On the day itself the count says 'today' (spec B 2). */
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

export const Phone: Story = { decorators: [atPhoneWidth] };
