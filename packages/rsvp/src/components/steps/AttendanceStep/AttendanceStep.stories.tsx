import '@wedding/ui/styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE } from '@wedding/core';
import { expect } from 'storybook/test';
import { storyLocale, text, uiText, WizardAtStep, withRsvpTheme } from '../../../test-support/story-support';

const meta = {
  title: 'RSVP/Steps/AttendanceStep',
  component: WizardAtStep,
  decorators: [withRsvpTheme],
  args: { slug: 'attendance-step', locale: DEFAULT_LOCALE, step: 2, draft: {} },
  render: (args, { globals }) => <WizardAtStep {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof WizardAtStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepOf = (current: number, total: number) => uiText('stepIndicator.progress', { current, total });

/** Next waits for an answer; attending makes the wizard 5 steps long, the other answers keep 3. */
export const ChoosingAnAnswer: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: new RegExp(text('rsvp.attendanceLabel')) }),
    ).toBeVisible();
    await expect(canvas.getByText(stepOf(2, 3))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('rsvp.next') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: text('rsvp.attending') }));
    await expect(canvas.getByText(stepOf(2, 5))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: text('rsvp.notAttending') }));
    await expect(canvas.getByText(stepOf(2, 3))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('rsvp.next') })).toBeEnabled();
  },
};

/** Back returns to the contact step with everything typed kept. */
export const BackKeepsContact: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('rsvp.back') }));
    await expect(canvas.getByText(stepOf(1, 3))).toBeVisible();
    await expect(canvas.getByDisplayValue('Anna Schmidt')).toBeVisible();
  },
};
