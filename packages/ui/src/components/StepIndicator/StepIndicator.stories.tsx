import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { StepIndicator } from './StepIndicator';

const meta = {
  title: 'Navigation/StepIndicator',
  tags: ['autodocs'],
  component: StepIndicator,
  decorators: [withUiProviders],
  args: { current: 2, total: 5, stepTitle: 'Teilnahme' },
} satisfies Meta<typeof StepIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dots: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(deText('stepIndicator.progress', { current: 2, total: 5 }))).toBeVisible();
    await expect(canvas.getByText('Teilnahme')).toBeVisible();
    const states = [...canvasElement.querySelectorAll('li')].map((dot) => dot.dataset.state);
    await expect(states).toEqual(['complete', 'current', 'upcoming', 'upcoming', 'upcoming']);
  },
};

export const Bar: Story = {
  args: { variant: 'bar', current: 3, total: 3, stepTitle: 'Nachricht' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuemax', '3');
    await expect(canvas.getByText(deText('stepIndicator.progress', { current: 3, total: 3 }))).toBeVisible();
  },
};

export const DotsDark: Story = { ...dark };
export const BarDark: Story = { args: { variant: 'bar' }, ...dark };
