import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { TextField } from '../TextField/TextField';
import { CalendarButton } from './CalendarButton';

const minValue = new CalendarDate(2027, 6, 2);
const maxValue = new CalendarDate(2032, 6, 1);

const written = (date: CalendarDate) =>
  `${String(date.day).padStart(2, '0')}.${String(date.month).padStart(2, '0')}.${date.year}`;

/** A typed date field with the calendar button beside it: the calendar writes its pick into the field. */
function DateFieldWithCalendar({ onChange }: { onChange: (date: CalendarDate) => void }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<CalendarDate | null>(null);
  return (
    <TextField
      label="Hochzeitsdatum"
      description="Als TT.MM.JJJJ"
      value={text}
      onChange={(value) => {
        setText(value);
        setPicked(null);
      }}
      endAction={
        <CalendarButton
          label="Hochzeitsdatum"
          value={picked}
          minValue={minValue}
          maxValue={maxValue}
          onChange={(date) => {
            setPicked(date);
            setText(written(date));
            onChange(date);
          }}
        />
      }
    />
  );
}

const meta = {
  title: 'Forms/CalendarButton',
  tags: ['autodocs'],
  component: DateFieldWithCalendar,
  decorators: [withUiProviders],
  args: { onChange: fn() },
} satisfies Meta<typeof DateFieldWithCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

const openButton = () => within(document.body).getByRole('button', { name: deText('datePicker.open') });

/** Keyboard only: Tab to the button, Enter opens on the first allowed day, arrows move, Enter picks and closes. */
export const PickByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Hochzeitsdatum' });
    await expect(field).toHaveAccessibleDescription('Als TT.MM.JJJJ');
    await userEvent.click(field);
    await userEvent.tab();
    await expect(openButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Hochzeitsdatum' });
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('Juni 2027');
    await waitFor(() => expect(dialog.ownerDocument.activeElement).toHaveTextContent(/^2$/));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(field).toHaveValue('09.06.2027');
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2027, 6, 9));
    await expect(openButton()).toHaveFocus();
  },
};

/** Days before the window and after it are shown but disabled; the month arrows stop at both ends. */
export const OutsideTheWindowIsDisabled: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(openButton());
    const dialog = await within(document.body).findByRole('dialog');
    const day = (label: string) =>
      within(dialog).getByRole('button', { name: new RegExp(`(^|\\s)${label.replaceAll('.', '\\.')}`) });
    await expect(day('1. Juni 2027')).toHaveAttribute('aria-disabled', 'true');
    await expect(day('2. Juni 2027')).not.toHaveAttribute('aria-disabled');
    await expect(
      within(dialog).getByRole('button', { name: deText('datePicker.previousMonth') }),
    ).toBeDisabled();
    // Shift+PageDown moves a year on; past the last allowed day the focus stays on it.
    await userEvent.keyboard('{Shift>}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{/Shift}');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('Juni 2032');
    await expect(day('1. Juni 2032')).not.toHaveAttribute('aria-disabled');
    await expect(day('2. Juni 2032')).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: deText('datePicker.nextMonth') })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(openButton()).toHaveFocus();
  },
};

export const Dark: Story = { ...dark };
