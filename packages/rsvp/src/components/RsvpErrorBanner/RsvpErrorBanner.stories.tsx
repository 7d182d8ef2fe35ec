import '@wedding/ui/styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { text, withRsvpTheme } from '../../test-support/story-support';
import { RsvpErrorBanner } from './RsvpErrorBanner';

const meta = {
  title: 'RSVP/RsvpErrorBanner',
  component: RsvpErrorBanner,
  decorators: [withRsvpTheme],
  args: { message: text('networkError') },
} satisfies Meta<typeof RsvpErrorBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/requirements.md B8: a request that never reached the server. */
export const NetworkError: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('networkError'));
  },
};

/** docs/requirements.md B8: the server found invalid answers. */
export const ValidationError: Story = {
  args: { message: text('validationError') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('validationError'));
  },
};

/** docs/requirements.md B8: any other failure. */
export const SubmitError: Story = {
  args: { message: text('submitError') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('submitError'));
  },
};
