import '@wedding/ui/styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE, type PhoneProblem } from '@wedding/core';
import type { PhoneInputValue } from '@wedding/ui';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { labelled, storyLocale, text, uiText, withRsvpTheme } from '../../test-support/story-support';
import { RsvpPhoneField, type RsvpPhoneFieldProps } from './RsvpPhoneField';

/** The field as a form keeps it: the value lives in the parent, changes are reported to the story's spy. */
function ControlledPhoneField({ value: initial, onChange, ...props }: RsvpPhoneFieldProps) {
  const [value, setValue] = useState<PhoneInputValue>(initial);
  return (
    <RsvpPhoneField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'RSVP/RsvpPhoneField',
  tags: ['autodocs'],
  component: RsvpPhoneField,
  decorators: [withRsvpTheme],
  args: { locale: DEFAULT_LOCALE, value: { dialCode: '+49', number: '' }, onChange: fn() },
  render: (args, { globals }) => <ControlledPhoneField {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof RsvpPhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const numberBox = (canvas: PlayContext['canvas']) =>
  canvas.getByRole('textbox', { name: labelled(uiText('phoneInput.number')) });

async function typeAndLeave({ canvas, userEvent }: PlayContext, number: string) {
  await userEvent.type(numberBox(canvas), number);
  await userEvent.tab();
}

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: text('rsvp.phoneLabel') });
    const picker = within(group).getByRole('combobox', { name: uiText('phoneInput.dialCode') });
    // The closed picker shows the dial code; the countries get their names when the guest reaches for it.
    await expect(picker).toHaveDisplayValue('+49');
    await userEvent.click(picker);
    await expect(picker).toHaveDisplayValue('+49 Deutschland');
    await expect(numberBox(canvas)).toHaveValue('');
  },
};

/** A valid number: no message, the pair reported to the parent. */
export const ValidNumber: Story = {
  play: async (context) => {
    await typeAndLeave(context, '1512 3456789');
    await expect(numberBox(context.canvas)).not.toHaveAttribute('aria-invalid');
    await expect(context.args.onChange).toHaveBeenLastCalledWith({ dialCode: '+49', number: '1512 3456789' });
  },
};

export const TooShortForTheRule: Story = {
  play: async (context) => {
    await typeAndLeave(context, '151');
    await expect(context.canvas.getByText(text('rsvp.phoneRequired'))).toBeVisible();
  },
};

export const TooShortForTheCountry: Story = {
  args: { value: { dialCode: '+1', number: '' } },
  play: async (context) => {
    await typeAndLeave(context, '2345678');
    await expect(context.canvas.getByText(text('rsvp.phoneTooShort'))).toBeVisible();
  },
};

export const TooLong: Story = {
  play: async (context) => {
    await typeAndLeave(context, '1512 3456789 12345');
    await expect(context.canvas.getByText(text('rsvp.phoneTooLong'))).toBeVisible();
    await expect(numberBox(context.canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Without a dial code the country is unknown. */
export const NoDialCode: Story = {
  args: { value: { dialCode: '', number: '' } },
  play: async (context) => {
    await typeAndLeave(context, '1512 3456789');
    await expect(context.canvas.getByText(text('rsvp.phoneInvalidCountry'))).toBeVisible();
  },
};

export const NotAValidNumber: Story = {
  play: async (context) => {
    await typeAndLeave(context, '1234 5678');
    await expect(context.canvas.getByText(text('rsvp.phoneInvalid'))).toBeVisible();
  },
};

/** The wizard's message (from Next) is shown as given, e.g. core's parse messages the typing filter prevents. */
const EVERY_PROBLEM: readonly PhoneProblem[] = [
  'rsvp.phoneInvalid',
  'rsvp.phoneNotANumber',
  'rsvp.phoneInvalidCountry',
  'rsvp.phoneTooShort',
  'rsvp.phoneTooLong',
  'rsvp.phoneUnparseable',
];
export const EveryMessage: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {EVERY_PROBLEM.map((problem) => (
        <RsvpPhoneField
          key={problem}
          {...args}
          locale={storyLocale(globals)}
          errorMessage={text(problem)}
          value={{ dialCode: '+49', number: '12' }}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const problem of EVERY_PROBLEM) await expect(canvas.getByText(text(problem))).toBeVisible();
  },
};
