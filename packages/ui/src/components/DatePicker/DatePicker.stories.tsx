import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DATE_PICKER_YEARS_AHEAD } from '@wedding/core';
import { expect, fn, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { DatePicker } from './DatePicker';

const today = () => new Date(2027, 5, 1);

const meta = {
  title: 'Forms/DatePicker',
  tags: ['autodocs'],
  component: DatePicker,
  decorators: [withUiProviders],
  args: { label: 'Hochzeitsdatum', getToday: today, onChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GermanSegmentsAndCalendar: Story = {
  args: { defaultValue: new CalendarDate(2027, 6, 12) },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Hochzeitsdatum' });
    await expect(group).toHaveTextContent('12.6.2027');
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(deText('datePicker.open')) }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('Juni 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: /20\. Juni 2027/ }));
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2027, 6, 20));
  },
};

export const CalendarStopsAtTheWindowEnd: Story = {
  args: { defaultValue: new CalendarDate(2027 + DATE_PICKER_YEARS_AHEAD, 12, 31) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(deText('datePicker.open')) }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(
      `Dezember ${2027 + DATE_PICKER_YEARS_AHEAD}`,
    );
    await expect(within(dialog).getByRole('button', { name: deText('datePicker.nextMonth') })).toBeDisabled();
  },
};

export const CalendarStartsAtTheCurrentYear: Story = {
  args: { defaultValue: new CalendarDate(2027, 1, 15) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(deText('datePicker.open')) }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(
      within(dialog).getByRole('button', { name: deText('datePicker.previousMonth') }),
    ).toBeDisabled();
  },
};

export const Dark: Story = { args: { defaultValue: new CalendarDate(2028, 9, 2) }, ...dark };
