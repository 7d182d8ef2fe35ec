import '@wedding/ui/styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE } from '@wedding/core';
import { expect } from 'storybook/test';
import { emptyRsvpCompanion } from '../../../state/rsvp-draft';
import {
  labelled,
  storyLocale,
  text,
  uiText,
  WizardAtStep,
  withRsvpTheme,
} from '../../../test-support/story-support';

const meta = {
  title: 'RSVP/Steps/GuestDetailsStep',
  component: WizardAtStep,
  decorators: [withRsvpTheme],
  args: {
    slug: 'guest-details-step',
    locale: DEFAULT_LOCALE,
    step: 3,
    draft: { attendanceStatus: 'attending' },
  },
  render: (args, { globals }) => <WizardAtStep {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof WizardAtStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const placeholder = (number: number) => text('rsvp.guestPlaceholder', { number });

/** The count stepper starts at 1 (minus disabled, no name input); name inputs appear above 1 and keep their names. */
export const CountStepperAndNames: Story = {
  play: async ({ canvas, userEvent }) => {
    const decrement = canvas.getByRole('button', { name: labelled(uiText('numberStepper.decrement')) });
    const increment = canvas.getByRole('button', { name: labelled(uiText('numberStepper.increment')) });
    await expect(decrement).toBeDisabled();
    await expect(canvas.queryByPlaceholderText(placeholder(2))).toBeNull();
    await userEvent.click(increment);
    await userEvent.click(increment);
    await userEvent.type(canvas.getByPlaceholderText(placeholder(2)), 'Ben');
    await expect(canvas.getByPlaceholderText(placeholder(3))).toBeVisible();
    await userEvent.click(decrement);
    await expect(canvas.queryByPlaceholderText(placeholder(3))).toBeNull();
    await expect(canvas.getByPlaceholderText(placeholder(2))).toHaveValue('Ben');
  },
};

/** At 10 guests the plus button is disabled and 9 companion names are asked. */
export const AtTheLimit: Story = {
  args: {
    draft: {
      attendanceStatus: 'attending',
      numberOfGuests: 10,
      companions: Array.from({ length: 9 }, () => emptyRsvpCompanion()),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: labelled(uiText('numberStepper.increment')) }),
    ).toBeDisabled();
    await expect(canvas.getByPlaceholderText(placeholder(10))).toBeVisible();
  },
};

/** A count typed above the limit is refused on Next with 'Maximum 10 guests'. */
export const AboveTheLimit: Story = {
  args: { draft: { attendanceStatus: 'attending', numberOfGuests: 12 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.next') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('rsvp.guestsMax'));
  },
};
