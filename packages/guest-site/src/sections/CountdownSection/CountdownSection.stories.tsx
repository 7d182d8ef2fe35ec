import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoWedding } from '../fixtures/demo-wedding';
import { withGuestPage } from '../fixtures/story-support';
import { sectionText } from '../section-text';
import { CountdownSection } from './CountdownSection';

const meta = {
  title: 'Guest site/Sections/CountdownSection',
  tags: ['autodocs'],
  component: CountdownSection,
  decorators: [withGuestPage],
  args: { wedding: demoWedding, locale: 'de', now: new Date('2026-08-01T10:00:00Z') },
} satisfies Meta<typeof CountdownSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered with the server's clock: 42 days (ceiling) until 12 September. */
export const DaysToGo: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: sectionText('countdown.heading', 'de') }),
    ).toBeVisible();
    await expect(canvas.getByTestId('countdown-days')).toHaveTextContent('42');
  },
};

export const BigDay: Story = {
  args: { now: new Date('2026-09-12T15:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-big-day]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-testid="countdown-days"]')).toBeNull();
  },
};

export const Turkish: Story = {
  args: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: sectionText('countdown.heading', 'tr') }),
    ).toBeVisible();
  },
};
