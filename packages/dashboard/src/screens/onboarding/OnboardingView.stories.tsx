import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { uiMessages } from '@wedding/ui';
import type { ComponentProps } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { SlugCheckState } from '../../data/use-slug-availability';
import { STORY_NOW } from '../../fixtures/dashboard-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { OnboardingView } from './OnboardingView';
import { type OnboardingDraftFields, useOnboardingState } from './use-onboarding-state';

const text = dashboardText('onboarding', 'de');

interface OnboardingStoryProps {
  step?: number;
  fields?: Partial<OnboardingDraftFields>;
  slugAvailability: SlugCheckState;
  creating?: boolean;
  errorKey?: ComponentProps<typeof OnboardingView>['errorKey'];
  onFinish: () => void;
}

/** The real state hook behind the view, starting at a given step; the address check's answer is the story's. */
function Onboarding({ step, fields, ...props }: OnboardingStoryProps) {
  const state = useOnboardingState({ today: STORY_NOW, locale: 'de', initial: { step, fields } });
  return (
    <div style={{ maxWidth: '40rem', padding: '1rem' }}>
      <OnboardingView state={state} origin="https://wedding.example" {...props} />
    </div>
  );
}

const meta = {
  title: 'Dashboard/Onboarding',
  tags: ['autodocs'],
  component: Onboarding,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/onboarding' },
  args: { slugAvailability: 'available', onFinish: fn() },
} satisfies Meta<typeof Onboarding>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepOf = (current: number) =>
  uiMessages.de['stepIndicator.progress'].replace('{current}', String(current)).replace('{total}', '3');

/** Step 1: Back is off; Next waits for both names; then the date step follows. */
export const Names: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: text('back') })).toBeDisabled();
    const next = canvas.getByRole('button', { name: text('next') });
    await expect(next).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(text('field.partner1'), { exact: false }), 'Anna');
    await expect(next).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(text('field.partner2'), { exact: false }), 'Ben');
    await userEvent.click(next);
    await expect(canvas.getByRole('heading', { name: text('step.date.title') })).toBeVisible();
  },
};

/** Step 2: a past date says so; a date in the allowed window (dd/MM/yyyy works too) opens Next. */
export const DateRules: Story = {
  args: { step: 1, fields: { partner1Name: 'Anna', partner2Name: 'Ben' } },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText(text('field.date'), { exact: false });
    await userEvent.type(field, '01.01.2027');
    await userEvent.tab();
    await expect(canvas.getByText(translate('errors.pastDate', 'de'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('next') })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '12/06/2027');
    await expect(canvas.queryByText(translate('errors.pastDate', 'de'))).toBeNull();
    await expect(canvas.getByRole('button', { name: text('next') })).toBeEnabled();
  },
};

const dateStep = { step: 1, fields: { partner1Name: 'Anna', partner2Name: 'Ben' } };
const calendarButton = () =>
  within(document.body).getByRole('button', { name: uiMessages.de['datePicker.open'] });
const openCalendar = async () => within(document.body).findByRole('dialog', { name: text('field.date') });
/** A day cell of the open calendar by its German name ("2. März 2027"), not matching "12. März 2027". */
const dayCell = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('button', { name: new RegExp(`(^|\\s)${label.replaceAll('.', '\\.')}`) });

/** Keyboard only: Tab from the field to the calendar, arrows to a day, Enter writes it into the field. */
export const DateFromCalendarByKeyboard: Story = {
  args: dateStep,
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText(text('field.date'), { exact: false });
    await expect(field).toHaveFocus();
    await userEvent.tab();
    await expect(calendarButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openCalendar();
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('März 2027');
    // The calendar opens on the first day a wedding may fall on: tomorrow.
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^2$/));
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(field).toHaveValue('12.03.2027');
    await expect(calendarButton()).toHaveFocus();
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: text('next') })).toBeEnabled();
  },
};

/** Today and earlier, and anything after five years from today, cannot be picked. */
export const CalendarWindow: Story = {
  args: dateStep,
  play: async ({ userEvent }) => {
    await userEvent.click(calendarButton());
    const dialog = await openCalendar();
    await expect(dayCell(dialog, '1. März 2027')).toHaveAttribute('aria-disabled', 'true');
    await expect(dayCell(dialog, '2. März 2027')).not.toHaveAttribute('aria-disabled');
    await expect(
      within(dialog).getByRole('button', { name: uiMessages.de['datePicker.previousMonth'] }),
    ).toBeDisabled();
    // Shift+PageDown moves a year on; past the last allowed day the focus stops on it.
    await userEvent.keyboard('{Shift>}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{/Shift}');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('März 2032');
    await expect(dayCell(dialog, '1. März 2032')).not.toHaveAttribute('aria-disabled');
    await expect(dayCell(dialog, '2. März 2032')).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(dialog).getByRole('button', { name: uiMessages.de['datePicker.nextMonth'] }),
    ).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(calendarButton()).toHaveFocus();
  },
};

/** Typing stays: a typed date is taken, and the calendar then opens on it with it selected. */
export const TypedDateOpensInCalendar: Story = {
  args: dateStep,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(text('field.date'), { exact: false }), '12-06-2028');
    await expect(canvas.getByRole('button', { name: text('next') })).toBeEnabled();
    await userEvent.click(calendarButton());
    const dialog = await openCalendar();
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('Juni 2028');
    await expect(dayCell(dialog, '12. Juni 2028')).toHaveAttribute('data-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByLabelText(text('field.date'), { exact: false })).toHaveValue('12-06-2028');
  },
};

/** At 360 px the calendar button sits beside the field, and the calendar opens and picks by pointer. */
export const DatePhone: Story = {
  args: dateStep,
  decorators: [atPhoneWidth],
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText(text('field.date'), { exact: false });
    const fieldBox = field.getBoundingClientRect();
    const buttonBox = calendarButton().getBoundingClientRect();
    await expect(buttonBox.left).toBeGreaterThanOrEqual(fieldBox.right);
    await expect(buttonBox.top).toBeLessThan(fieldBox.bottom);
    await userEvent.click(calendarButton());
    const dialog = await openCalendar();
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await userEvent.click(dayCell(dialog, '20. März 2027'));
    await expect(field).toHaveValue('20.03.2027');
  },
};

/** Step 3: the address is made from the names and the year; available means Finish can be pressed. */
export const AddressAvailable: Story = {
  args: { step: 2, fields: { partner1Name: 'Anna', partner2Name: 'Ben', dateText: '12.06.2027' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText(text('field.slug'), { exact: false })).toHaveValue(
      'anna-und-ben-2027',
    );
    await expect(canvas.getByText(translate('urlAvailable', 'de'))).toBeVisible();
    await expect(canvas.getByText(stepOf(3), { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('finish') }));
    await expect(args.onFinish).toHaveBeenCalled();
  },
};

export const AddressTaken: Story = {
  args: {
    step: 2,
    fields: { partner1Name: 'Anna', partner2Name: 'Ben', dateText: '12.06.2027' },
    slugAvailability: 'taken',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(translate('urlTaken', 'de'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('finish') })).toBeDisabled();
  },
};

export const Checking: Story = {
  args: { ...AddressTaken.args, slugAvailability: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('slug.checking'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('finish') })).toBeDisabled();
  },
};

export const CreateFailed: Story = {
  args: { ...AddressTaken.args, slugAvailability: 'available', errorKey: 'networkError' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
  },
};
