import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { expect, fn, within } from 'storybook/test';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders, withSearchState } from '../../story-support';
import { ActivityView } from './ActivityView';
import { activityLineText } from './activity-line';
import { activityPage, storyActivity } from './fixtures/activity-fixtures';

const text = dashboardText('activity', 'de');

const Stateful = withSearchState(ActivityView);

const meta = {
  title: 'Dashboard/Activity',
  tags: ['autodocs'],
  component: ActivityView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/wedding/activity' },
  args: {
    status: 'ready',
    page: activityPage(storyActivity, 1, 3),
    search: {},
    onSearchChange: fn(),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ActivityView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who changed what and when, across the areas, told in the reader's language; staff are marked as support. */
export const Feed: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: text('list.label') }));
    await expect(list.getAllByRole('listitem')).toHaveLength(storyActivity.length);
    for (const entry of storyActivity) {
      await expect(list.getByText(activityLineText(entry, 'de'))).toBeVisible();
    }
    // Every line is a whole sentence: no placeholder is left over.
    for (const item of list.getAllByRole('listitem')) await expect(item.textContent).not.toMatch(/\{\w+\}/);
  },
};

/** The filters: an area and a person; choosing one asks for the first page of it. */
export const Filters: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(text('filter.area')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: text('area.gifts') }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ area: 'gifts', page: undefined });
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(text('filter.person')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: text('filter.guests') }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ person: 'guests', page: undefined });
  },
};

/** A new wedding: nothing has happened yet. */
export const Empty: Story = {
  args: { page: activityPage([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('emptyTitle') })).toBeVisible();
  },
};

/** Filters that match nothing say so and offer to show everything again. */
export const NothingMatches: Story = {
  args: { page: activityPage([]), search: { area: 'gallery', person: 'guests' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: text('emptyFiltered') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('clearFilters') }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({
      area: undefined,
      person: undefined,
      page: undefined,
    });
  },
};

/** The feed could not be read: the reason in the reader's language, and a way to try again. */
export const LoadFailed: Story = {
  args: { status: 'error', page: null, error: new ApiError(0, 'networkError') },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
    await userEvent.click(canvas.getByRole('button', { name: text('retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', page: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text('loading'));
  },
};

/** On the narrowest phone the lines wrap and the filters stack. */
export const Phone: Story = {
  decorators: [atPhoneWidth],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: text('list.label') });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};
