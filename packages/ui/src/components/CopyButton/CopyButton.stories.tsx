import type { Meta, StoryObj } from '@storybook/react-vite';
import { COPY_CONFIRMATION_MS, translate } from '@wedding/core';
import { expect, fn, waitFor } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Actions/CopyButton',
  tags: ['autodocs'],
  component: CopyButton,
  decorators: [withUiProviders],
  args: { value: 'K7M2&Q9P' },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

export const CopiesAndConfirmsFor2000Ms: Story = {
  play: async ({ canvas, userEvent }) => {
    const writeText = fn(async (_text: string) => {});
    stubClipboard(writeText);
    await userEvent.click(canvas.getByRole('button', { name: deText('copyButton.copy') }));
    await expect(writeText).toHaveBeenCalledWith('K7M2&Q9P');
    const confirmed = performance.now();
    await expect(await canvas.findByRole('button', { name: deText('copyButton.copied') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(deText('copyButton.copied'));
    await waitFor(
      () => expect(canvas.getByRole('button', { name: deText('copyButton.copy') })).toBeVisible(),
      {
        timeout: COPY_CONFIRMATION_MS + 1000,
      },
    );
    await expect(performance.now() - confirmed).toBeGreaterThanOrEqual(COPY_CONFIRMATION_MS - 50);
  },
};

export const CustomLabel: Story = { args: { label: 'Zugangscode kopieren' } };
export const Dark: Story = { ...dark };

export const ClipboardFailure: Story = {
  args: { onError: fn() },
  play: async ({ canvas, userEvent, args }) => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    await userEvent.click(canvas.getByRole('button', { name: deText('copyButton.copy') }));
    // The story's providers include the toasts: the failure is a toast (an alert), not a second announcement.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translate('copyError', 'de'));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};
