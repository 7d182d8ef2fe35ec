import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { CountdownCard } from './CountdownCard';

const now = new Date('2027-06-01T12:00:00Z');
const fixedNow = () => now;

const meta = {
  title: 'Display/CountdownCard',
  tags: ['autodocs'],
  component: CountdownCard,
  decorators: [withUiProviders],
  args: { date: '2027-06-10T12:00:00Z', getNow: fixedNow },
} satisfies Meta<typeof CountdownCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NineDays: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('countdown-days')).toHaveTextContent('9');
    await expect(canvas.getByText(deText('countdown.daysLabel'))).toBeVisible();
  },
};

export const PartDayRoundsUp: Story = {
  args: { date: '2027-06-02T00:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('countdown-days')).toHaveTextContent('1');
    await expect(canvas.getByText(deText('countdown.oneDayLabel'))).toBeVisible();
  },
};

export const BigDay: Story = {
  args: { date: '2027-05-30T12:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(deText('countdown.bigDay'))).toBeVisible();
    await expect(canvas.queryByTestId('countdown-days')).toBeNull();
  },
};

export const Dark: Story = { ...dark };
