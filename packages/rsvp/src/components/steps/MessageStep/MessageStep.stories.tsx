import '@wedding/ui/styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE, RSVP_MESSAGE_MAX_LENGTH } from '@wedding/core';
import { expect } from 'storybook/test';
import {
  labelled,
  storyLocale,
  text,
  uiText,
  WizardAtStep,
  withRsvpTheme,
} from '../../../test-support/story-support';

const meta = {
  title: 'RSVP/Steps/MessageStep',
  component: WizardAtStep,
  decorators: [withRsvpTheme],
  args: { slug: 'message-step', locale: DEFAULT_LOCALE, step: 5, draft: { attendanceStatus: 'attending' } },
  render: (args, { globals }) => <WizardAtStep {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof WizardAtStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepOf = (current: number, total: number) => uiText('stepIndicator.progress', { current, total });
const messageBox = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.getByRole('textbox', { name: labelled(text('rsvp.messageLabel')) });

/** The message counts its characters against the 1000 limit. */
export const Counter: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(messageBox(canvas), 'Bis bald!');
    await expect(
      canvas.getByText(uiText('textArea.counter', { count: 9, max: RSVP_MESSAGE_MAX_LENGTH })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('rsvp.submit') })).toBeEnabled();
  },
};

/** At 1000 characters nothing more can be typed. */
export const AtTheLimit: Story = {
  args: { draft: { attendanceStatus: 'attending', message: 'x'.repeat(RSVP_MESSAGE_MAX_LENGTH) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(messageBox(canvas), 'y');
    await expect(messageBox(canvas)).toHaveValue('x'.repeat(RSVP_MESSAGE_MAX_LENGTH));
    await expect(
      canvas.getByText(
        uiText('textArea.counter', { count: RSVP_MESSAGE_MAX_LENGTH, max: RSVP_MESSAGE_MAX_LENGTH }),
      ),
    ).toBeVisible();
  },
};

/** Choosing not attending on step 5 returns to step 3: the same message step of the short wizard, text kept. */
export const NotAttendingReturnsToStep3: Story = {
  args: { draft: { attendanceStatus: 'attending', message: 'Wir freuen uns!' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(stepOf(5, 5))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: text('rsvp.notAttending') }));
    await expect(canvas.getByText(stepOf(3, 3))).toBeVisible();
    await expect(canvas.getByText(text('rsvp.step.message'))).toBeVisible();
    await expect(messageBox(canvas)).toHaveValue('Wir freuen uns!');
    // The same step stays on screen, so the keyboard stays on the answer just chosen.
    await expect(canvas.getByRole('radio', { name: text('rsvp.notAttending') })).toHaveFocus();
  },
};

/** The short wizard's last step is step 3; choosing attending there continues with the guest details. */
export const AttendingFromShortPath: Story = {
  args: { step: 3, draft: { attendanceStatus: 'maybe' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText(stepOf(3, 3))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: text('rsvp.attending') }));
    await expect(canvas.getByText(stepOf(3, 5))).toBeVisible();
    await expect(canvas.getByText(text('rsvp.step.guestDetails'))).toBeVisible();
    // The answer's radios are gone with the message step: focus moves to the new step, not to the page.
    await expect(canvasElement.contains(document.activeElement)).toBe(true);
    await expect(canvas.getByText(stepOf(3, 5)).closest('[tabindex="-1"]')).toHaveFocus();
  },
};
