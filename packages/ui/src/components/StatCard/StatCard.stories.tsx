import type { Meta, StoryObj } from '@storybook/react-vite';
import { STAT_COUNT_UP_MS } from '@wedding/core';
import { expect, waitFor } from 'storybook/test';
import { CheckIcon } from '../../icons/icons';
import { compact, dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { StatCard, statCardAccents } from './StatCard';

const meta = {
  title: 'Display/StatCard',
  tags: ['autodocs'],
  component: StatCard,
  decorators: [withUiProviders],
  args: {
    title: 'Zusagen',
    value: 128,
    description: 'von 150 eingeladenen Gästen',
    icon: <CheckIcon />,
    trend: { value: '12 %', isPositive: true },
  },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CountsUpWhenVisible: Story = {
  play: async ({ canvas }) => {
    const value = canvas.getByTestId('stat-value');
    const started = performance.now();
    await waitFor(() => expect(Number(value.textContent)).toBeGreaterThan(0));
    await expect(Number(value.textContent)).toBeLessThan(128);
    await waitFor(() => expect(value).toHaveTextContent('128'), { timeout: STAT_COUNT_UP_MS + 1000 });
    await expect(performance.now() - started).toBeGreaterThan(STAT_COUNT_UP_MS * 0.8);
    await expect(canvas.getByRole('article', { name: 'Zusagen: 128' })).toBeVisible();
    await expect(canvas.getByText(deText('statCard.trendUp', { value: '12 %' }))).toBeVisible();
  },
};

export const TrendPulsesForTwoSeconds: Story = {
  args: { trend: { value: '3', isPositive: false }, countUpMs: 0 },
  play: async ({ canvas }) => {
    const trend = canvas.getByText(deText('statCard.trendDown', { value: '3' }));
    await waitFor(() => expect(trend).toHaveAttribute('data-pulsing', 'true'));
    await waitFor(() => expect(trend).not.toHaveAttribute('data-pulsing'), { timeout: 3000 });
  },
};

const Accents = () => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 14rem)', gap: '1rem' }}>
    {statCardAccents.map((accent, index) => (
      <StatCard
        key={accent}
        title={accent}
        value={index * 10}
        accent={accent}
        icon={<CheckIcon />}
        countUpMs={0}
      />
    ))}
  </div>
);

export const SixAccents: Story = { render: Accents };
export const SixAccentsDark: Story = { render: Accents, ...dark };
export const Compact: Story = { args: { countUpMs: 0 }, ...compact };
