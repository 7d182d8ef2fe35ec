import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { CheckIcon, InfoIcon, SearchIcon } from '../../icons/icons';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { Button } from '../Button/Button';
import { WizardHeader, type WizardStep } from './WizardHeader';

const rsvpSteps: WizardStep[] = [
  {
    title: 'Find your invitation',
    description: 'Search for your name on the guest list.',
    icon: <SearchIcon />,
  },
  { title: 'Your answer', description: 'Tell us whether you can come.', icon: <InfoIcon /> },
  { title: 'Confirm', description: 'Check your details and send your reply.', icon: <CheckIcon /> },
];

const meta = {
  title: 'Navigation/WizardHeader',
  tags: ['autodocs'],
  component: WizardHeader,
  decorators: [withUiProviders],
  parameters: { locale: 'en' },
  args: { steps: rsvpSteps, currentStep: 0 },
} satisfies Meta<typeof WizardHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StepOne: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 1 of 3')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expect(canvas.getByRole('heading', { name: 'Find your invitation' })).toBeInTheDocument();
  },
};

export const StepTwo: Story = {
  args: { currentStep: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 2 of 3')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Your answer' })).toBeInTheDocument();
  },
};

export const StepThreeDark: Story = {
  ...dark,
  parameters: { ...dark.parameters, locale: 'en' },
  args: { currentStep: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    await expect(canvas.getByRole('heading', { name: 'Confirm' })).toBeInTheDocument();
  },
};

export const WithoutIcons: Story = {
  args: { steps: rsvpSteps.map(({ title, description }) => ({ title, description })), currentStep: 1 },
};

function SteppingWizard() {
  const [current, setCurrent] = useState(0);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <WizardHeader steps={rsvpSteps} currentStep={current} />
      <Button onPress={() => setCurrent((step) => Math.min(step + 1, rsvpSteps.length - 1))}>Next</Button>
    </div>
  );
}

export const StepChangeUpdatesTextAndProgress: Story = {
  render: () => <SteppingWizard />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const progress = canvas.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Step 2 of 3')).toBeInTheDocument();
    await expect(progress).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getByRole('heading', { name: 'Your answer' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(progress).toHaveAttribute('aria-valuenow', '3');
    await expect(canvas.getByText('Check your details and send your reply.')).toBeInTheDocument();
  },
};
