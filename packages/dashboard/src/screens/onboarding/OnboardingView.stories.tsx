import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { uiMessages } from '@wedding/ui';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import type { SlugCheckState } from '../../data/use-slug-availability';
import { STORY_NOW } from '../../fixtures/dashboard-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { withDashboardProviders } from '../../story-support';
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
