import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoWedding, demoWeddingWith } from '../fixtures/demo-wedding';
import {
  inLayout,
  overflowingSections,
  phoneFrame,
  startingWith,
  withGuestPage,
} from '../fixtures/story-support';
import { eventCalendarHref } from '../logic/event-calendar-href';
import { sectionText } from '../section-text';
import { ScheduleSection } from './ScheduleSection';

const calendarHref = (eventId: string) => eventCalendarHref(demoWedding.slug, eventId);

const meta = {
  title: 'Guest site/Sections/ScheduleSection',
  tags: ['autodocs'],
  component: ScheduleSection,
  decorators: [withGuestPage],
  args: { wedding: demoWedding, locale: 'de', calendarHref },
} satisfies Meta<typeof ScheduleSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two day tabs; the first day's events in time order, each with its calendar download. */
export const TwoDays: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(2);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(within(panel).getAllByText(sectionText('schedule.required', 'de'))).toHaveLength(2);
    const downloads = within(panel).getAllByRole('link', {
      name: startingWith(sectionText('calendar.add', 'de')),
    });
    await expect(downloads[1]).toHaveAttribute('href', calendarHref('evt-ceremony'));
    await expect(downloads[1]).toHaveAttribute('download');
  },
};

export const KeyboardToSecondDay: Story = {
  play: async ({ canvas, userEvent }) => {
    const [first, second] = canvas.getAllByRole('tab');
    if (!first || !second) throw new Error('two day tabs expected');
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(second).toHaveAttribute('aria-selected', 'true'));
    await expect(
      within(canvas.getByRole('tabpanel')).getByRole('heading', { name: 'Katerfrühstück' }),
    ).toBeVisible();
  },
};

export const OneDay: Story = {
  args: {
    wedding: demoWeddingWith({ schedule: demoWedding.schedule.filter((e) => e.day === '2026-09-12') }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByText('Samstag, 12. September 2026')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { wedding: demoWeddingWith({ schedule: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sectionText('schedule.empty', 'de'))).toBeVisible();
  },
};

export const HindiOnPhone: Story = {
  args: { locale: 'hi' },
  ...phoneFrame,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText(sectionText('schedule.required', 'hi'))[0]).toBeVisible();
    await expect(overflowingSections(canvasElement)).toEqual([]);
  },
};

export const EnglishModern: Story = { args: { locale: 'en' }, ...inLayout('modern') };
