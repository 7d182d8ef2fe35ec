import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { expect, fn } from 'storybook/test';
import { storyNavigate, withDashboardProviders } from '../story-support';
import { NotFoundScreen } from './NotFoundScreen';
import { RouteErrorScreen } from './RouteErrorScreen';
import { SessionExpiredScreen } from './SessionExpiredScreen';

const meta = {
  title: 'Dashboard/Error screens',
  tags: ['autodocs'],
  component: RouteErrorScreen,
  decorators: [withDashboardProviders],
  parameters: { layout: 'fullscreen', currentPath: '/dashboard/wedding/couple' },
  args: { error: new ApiError(0, undefined), onRetry: fn() },
} satisfies Meta<typeof RouteErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No answer from the server: Connection Problem with Retry. */
export const ConnectionProblem: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { name: translate('errorBoundary.network_error', 'de') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: translate('errorBoundary.retry', 'de') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: new ApiError(503, undefined) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: translate('errorBoundary.server_error', 'de') }),
    ).toBeVisible();
  },
};

export const WeddingNotFound: Story = {
  args: { error: new ApiError(404, 'weddingNotFound') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: translate('errorBoundary.wedding_not_found', 'de') }),
    ).toBeVisible();
  },
};

/** The session ended: Re-authenticate leads to the login, which returns to this page. */
export const SessionExpired: Story = {
  render: () => <SessionExpiredScreen />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: translate('errorBoundary.reauthenticate', 'de') }),
    );
    await expect(storyNavigate).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%2Fwedding%2Fcouple');
  },
};

/** Any address no page answers. */
export const NotFound: Story = {
  render: () => <NotFoundScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: translate('pageNotFound.title', 'de') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: translate('pageNotFound.home', 'de') })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
