import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@wedding/core';
import { translate } from '@wedding/core';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { languageIn } from '../../components/WritingLanguage/language-in';
import { eventSummaries, STORY_NOW } from '../../fixtures/dashboard-fixtures';
import { storySchedule } from '../../fixtures/part-two-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { ScheduleView, type ScheduleViewProps } from './ScheduleView';

const text = dashboardText('schedule', 'de');
const page = () => within(document.body);

function Stateful(props: ScheduleViewProps) {
  const [lang, setLang] = useState<Locale>(props.writingLocale);
  return (
    <div style={{ padding: '1rem' }}>
      <ScheduleView
        {...props}
        writingLocale={lang}
        onWritingLocaleChange={(next) => {
          setLang(next);
          props.onWritingLocaleChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Dashboard/Schedule',
  tags: ['autodocs'],
  component: ScheduleView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/wedding/schedule' },
  args: {
    events: storySchedule,
    mainLocale: 'de',
    writingLocale: 'de',
    onWritingLocaleChange: fn(),
    weddingDay: '2027-06-12',
    timeZone: 'Europe/Berlin',
    onSave: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    getToday: () => STORY_NOW,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ScheduleView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two days, events in time order with kind, attendance and place. */
export const TwoDays: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Trauung' })).toBeVisible();
    await expect(canvas.getByText(text('required'))).toBeVisible();
    await expect(canvas.getByText('Gut Lindenhof')).toBeVisible();
  },
};

/** In English, an event without an English title says what guests read instead. */
export const EnglishMissingTranslation: Story = {
  args: { writingLocale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ceremony' })).toBeVisible();
    await expect(
      canvas.getByText(text('notTranslated', { language: languageIn('en', 'de'), title: 'Abendessen' })),
    ).toBeVisible();
  },
};

/** No events: the empty state invites the first one. */
export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('empty.title') })).toBeVisible();
  },
};

/** A new event: required fields and times are checked; a valid one is saved in the language written. */
export const AddEvent: Story = {
  args: { events: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('add') }));
    const dialog = within(await page().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: text('save') }));
    await expect(dialog.getByText(translate('schedule.timeRequired', 'de'))).toBeVisible();
    await expect(dialog.getByText(translate('schedule.titleRequired', 'de'))).toBeVisible();
    await userEvent.type(dialog.getByLabelText(text('field.time')), '14:00');
    await userEvent.type(dialog.getByLabelText(text('field.endTime')), '13:00');
    await userEvent.type(dialog.getByLabelText(text('field.title')), 'Trauung');
    await userEvent.click(dialog.getByRole('button', { name: text('save') }));
    await expect(dialog.getByText(translate('schedule.endBeforeStart', 'de'))).toBeVisible();
    const end = dialog.getByLabelText(text('field.endTime'));
    await userEvent.clear(end);
    await userEvent.type(end, '15:00');
    await userEvent.click(dialog.getByRole('checkbox', { name: text('field.required') }));
    await userEvent.click(dialog.getByRole('button', { name: text('save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          locale: 'de',
          day: '2027-06-12',
          time: '14:00',
          endTime: '15:00',
          title: 'Trauung',
          required: true,
        }),
        null,
      ),
    );
  },
};

/** Editing in English starts from the English text (empty when none) and keeps the shared fields. */
export const TranslateEvent: Story = {
  args: { writingLocale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('editNamed', { title: 'Abendessen' }) }));
    const dialog = within(await page().findByRole('dialog'));
    const title = dialog.getByLabelText(text('field.title'));
    await expect(title).toHaveValue('');
    await userEvent.type(title, 'Dinner');
    await userEvent.click(dialog.getByRole('button', { name: text('save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ locale: 'en', title: 'Dinner', time: '18:30', type: 'dinner' }),
        'event-dinner',
      ),
    );
  },
};

/** Deleting asks first and names the event. */
export const DeleteEvent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('deleteNamed', { title: 'Trauung' }) }));
    const confirm = await page().findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(text('confirm.description', { title: 'Trauung' }));
    await userEvent.click(within(confirm).getByRole('button', { name: text('delete') }));
    await waitFor(() =>
      expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'event-ceremony' })),
    );
  },
};

const households = [
  { id: 'head-ada', names: ['Ada Lovelace', 'Byron Lovelace'] },
  { id: 'head-grace', names: ['Grace Hopper'] },
];

/**
 * An event for chosen guests with meals: choosing "chosen guests" without naming anyone is refused, a new meal needs
 * a name; then categories, sides, households and the meals are saved with the event.
 */
export const InviteChosenGuestsWithMeals: Story = {
  args: { households },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('editNamed', { title: 'Trauung' }) }));
    const dialog = within(await page().findByRole('dialog'));
    await expect(dialog.getByRole('radio', { name: text('audience.everyone') })).toBeChecked();
    await expect(dialog.queryByRole('group', { name: text('audience.categories') })).toBeNull();
    await userEvent.click(dialog.getByRole('radio', { name: text('audience.chosen') }));
    await userEvent.click(dialog.getByRole('button', { name: text('meals.add') }));
    await userEvent.click(dialog.getByRole('button', { name: text('save') }));
    await expect(dialog.getByText(translate('schedule.audienceEmpty', 'de'))).toBeVisible();
    await expect(dialog.getByText(translate('meal.nameRequired', 'de'))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('checkbox', { name: text('category.family') }));
    await userEvent.click(dialog.getByRole('checkbox', { name: text('side.partner2') }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Grace Hopper' }));
    await userEvent.type(dialog.getByRole('textbox', { name: text('meals.name', { number: 1 }) }), 'Zander');
    await userEvent.click(dialog.getByRole('button', { name: text('meals.add') }));
    await userEvent.type(dialog.getByRole('textbox', { name: text('meals.name', { number: 2 }) }), 'Nudeln');
    const [, kidsMeal] = dialog.getAllByTestId('meal-option');
    await userEvent.click(
      within(kidsMeal as HTMLElement).getByRole('checkbox', { name: text('meals.kids') }),
    );
    await userEvent.click(dialog.getByRole('button', { name: text('save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          audience: 'chosen',
          invitedCategories: ['family'],
          invitedSides: ['partner2'],
          invitedHouseholdIds: ['head-grace'],
          mealOptions: [
            expect.objectContaining({ name: 'Zander', isKids: false }),
            expect.objectContaining({ name: 'Nudeln', isKids: true }),
          ],
        }),
        'event-ceremony',
      ),
    );
  },
};

/**
 * Writing in English, meals named only in German show what guests read until they get an English name; removing one
 * drops it from the list saved, and the event's invitation is kept as it was.
 */
export const EnglishMealNames: Story = {
  args: { writingLocale: 'en', households },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(text('audience.chosenBadge'))).toBeVisible();
    await expect(canvas.getByText(text('meals.count', { count: 3 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('editNamed', { title: 'Abendessen' }) }));
    const dialog = within(await page().findByRole('dialog'));
    await expect(dialog.getByRole('radio', { name: text('audience.chosen') })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: text('category.family') })).toBeChecked();
    const first = dialog.getByRole('textbox', { name: text('meals.name', { number: 1 }) });
    await expect(first).toHaveValue('');
    await expect(dialog.getByText(text('meals.nameElsewhere', { name: 'Zander' }))).toBeVisible();
    await userEvent.type(first, 'Pike-perch');
    await userEvent.click(dialog.getByRole('button', { name: text('meals.remove', { number: 2 }) }));
    await userEvent.type(dialog.getByLabelText(text('field.title')), 'Dinner');
    await userEvent.click(dialog.getByRole('button', { name: text('save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          locale: 'en',
          audience: 'chosen',
          invitedCategories: ['family'],
          mealOptions: [
            expect.objectContaining({ id: 'meal-fish', name: 'Pike-perch' }),
            expect.objectContaining({ id: 'meal-kids', name: '', isKids: true }),
          ],
        }),
        'event-dinner',
      ),
    );
  },
};

/** Per event: people coming, households answered, meals picked, and the caterer's list as CSV or Excel. */
export const HeadCountPerEvent: Story = {
  args: { summary: eventSummaries, onExportCaterer: fn(async () => undefined) },
  play: async ({ canvas, userEvent, args }) => {
    const section = within(canvas.getByRole('region', { name: text('headCount.title') }));
    await expect(section.getByText(text('headCount.coming', { count: 20 }), { exact: false })).toBeVisible();
    const meals = section.getByRole('list', { name: text('headCount.meals', { title: 'Abendessen' }) });
    await expect(meals).toHaveTextContent(text('headCount.meal', { name: 'Zander', count: 11 }));
    await expect(meals).toHaveTextContent(text('headCount.withoutMeal', { count: 1 }));
    await userEvent.click(
      section.getByRole('button', { name: text('headCount.xlsxNamed', { title: 'Abendessen' }) }),
    );
    await waitFor(() => expect(args.onExportCaterer).toHaveBeenCalledWith('event-dinner', 'xlsx'));
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };

/**
 * The event dialog with its invitation and meals from a phone-width page: its meal cards and choices wrap inside
 * the dialog, nothing runs off its side.
 */
export const PhoneEventDialog: Story = {
  decorators: [atPhoneWidth],
  args: { households },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('editNamed', { title: 'Abendessen' }) }));
    const dialog = await page().findByRole('dialog');
    await expect(within(dialog).getAllByTestId('meal-option')).toHaveLength(3);
    const right = dialog.getBoundingClientRect().right;
    const widest = Math.max(
      ...[...dialog.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right),
    );
    await expect(widest).toBeLessThanOrEqual(right + 0.5);
  },
};
