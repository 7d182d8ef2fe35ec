import type { Meta, StoryObj } from '@storybook/react-vite';
import { SLOW_APPLICATION_WARNING_MS } from '@wedding/core';
import { expect } from 'storybook/test';
import { studioText } from '../../i18n/use-studio-text';
import type { ThemeTimingSample } from '../../logic/timing-log';
import { withStudioProviders } from '../../story-helpers/decorators';
import { PerformancePanel } from './PerformancePanel';

const { t } = studioText('de');
const actions = ['color', 'font', 'layout', 'preset', 'density'] as const;
const samples: ThemeTimingSample[] = Array.from({ length: 30 }, (_, index) => ({
  action: actions[index % actions.length] ?? 'color',
  durationMs: index === 7 ? 640 : 6 + (index % 9) * 2.5,
  at: index,
}));

const meta = {
  title: 'Theme studio/Performance panel',
  tags: ['autodocs'],
  component: PerformancePanel,
  decorators: [withStudioProviders],
  args: { samples },
} satisfies Meta<typeof PerformancePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figures of the last samples and the slow warning above 500 ms. */
export const WithSlowSample: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(t('performance.slow', { count: 1, limit: SLOW_APPLICATION_WARNING_MS })),
    ).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

export const Fast: Story = {
  args: { samples: samples.filter((sample) => sample.durationMs < SLOW_APPLICATION_WARNING_MS) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/ms\./)).toBeNull();
  },
};

export const Empty: Story = {
  args: { samples: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('performance.none'))).toBeVisible();
  },
};
