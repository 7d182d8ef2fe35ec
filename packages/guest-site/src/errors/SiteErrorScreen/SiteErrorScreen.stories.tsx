import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { expect, fn } from 'storybook/test';
import { siteThemeCssVars } from '../../frame/site-theme/site-theme';
import { atPhoneWidth, phoneFrameOverflow, storyColorMode } from '../../frame/story-support';
import { SiteErrorScreen } from './SiteErrorScreen';

const meta = {
  title: 'Guest site/Error screen',
  tags: ['autodocs'],
  component: SiteErrorScreen,
  args: { locale: 'de', themeCssVars: siteThemeCssVars(), onRetry: fn(), onAuthenticate: fn() },
  render: (args, { globals }) => <SiteErrorScreen {...args} colorMode={storyColorMode(globals)} />,
} satisfies Meta<typeof SiteErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WeddingNotFound: Story = {
  args: { type: 'wedding_not_found' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: translate('errorBoundary.wedding_not_found', 'de') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: translate('errorBoundary.goHome', 'de') })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const ConnectionProblemInferredFromTheError: Story = {
  args: { error: new TypeError('Failed to fetch'), locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connection Problem' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: translate('errorBoundary.retry', 'en') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const SessionExpiredAtPhoneWidth: Story = {
  args: { type: 'session_expired', locale: 'tr' },
  decorators: [atPhoneWidth],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: translate('errorBoundary.reauthenticate', 'tr') }),
    );
    await expect(args.onAuthenticate).toHaveBeenCalledTimes(1);
    await expect(phoneFrameOverflow(canvasElement)).toEqual([]);
  },
};
