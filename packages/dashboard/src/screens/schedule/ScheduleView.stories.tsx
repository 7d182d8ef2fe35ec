import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@wedding/core';
import { translate } from '@wedding/core';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { languageIn } from '../../components/WritingLanguage/language-in';
import { STORY_NOW } from '../../fixtures/dashboard-fixtures';
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

export const Phone: Story = { decorators: [atPhoneWidth] };
