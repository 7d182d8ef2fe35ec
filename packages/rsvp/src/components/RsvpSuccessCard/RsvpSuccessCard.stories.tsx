import '@wedding/ui/styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE } from '@wedding/core';
import { expect } from 'storybook/test';
import { storyLocale, text, withRsvpTheme } from '../../test-support/story-support';
import { RsvpSuccessCard } from './RsvpSuccessCard';

const meta = {
  title: 'RSVP/RsvpSuccessCard',
  component: RsvpSuccessCard,
  decorators: [withRsvpTheme],
  args: { locale: DEFAULT_LOCALE },
  render: (args, { globals }) => <RsvpSuccessCard {...args} locale={storyLocale(globals)} />,
} satisfies Meta<typeof RsvpSuccessCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec B 2: shown once the RSVP is stored. */
export const Received: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('rsvp.successTitle') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(text('rsvp.successText'));
  },
};
