import type { Meta, StoryObj } from '@storybook/react-vite';
import { ERROR_BOUNDARY_TYPES, errorBoundaryPresentation, translate } from '@wedding/core';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'Feedback/ErrorScreen',
  tags: ['autodocs'],
  component: ErrorScreen,
  decorators: [withUiProviders],
  args: { onRetry: fn(), onAuthenticate: fn(), onGoHome: fn() },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllNineTypes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {ERROR_BOUNDARY_TYPES.map((type) => (
        <section key={type} aria-label={type} style={{ border: '1px dashed', borderRadius: '0.5rem' }}>
          <ErrorScreen {...args} type={type} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const type of ERROR_BOUNDARY_TYPES) {
      const screen = within(canvas.getByRole('region', { name: type }));
      const { titleKey, actions } = errorBoundaryPresentation(type);
      await expect(screen.getByRole('heading', { name: translate(titleKey, 'de') })).toBeVisible();
      await expect(screen.getByText(deText(`errorScreen.${type}.description`))).toBeVisible();
      for (const action of actions) {
        await expect(screen.getByRole('button', { name: translate(action.labelKey, 'de') })).toBeEnabled();
      }
    }
  },
};

export const InfersNetworkErrorAndRetries: Story = {
  args: { error: new Error('Failed to fetch') },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-error-type', 'network_error');
    await userEvent.click(canvas.getByRole('button', { name: translate('errorBoundary.retry', 'de') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WeddingNotFoundGoesHome: Story = {
  args: { type: 'wedding_not_found', onGoHome: undefined },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: translate('errorBoundary.goHome', 'de') });
    await expect(link).toHaveAttribute('href', '/');
  },
};

export const SessionExpiredReauthenticates: Story = {
  args: { error: 'Session expired' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: translate('errorBoundary.reauthenticate', 'de') }),
    );
    await expect(args.onAuthenticate).toHaveBeenCalledTimes(1);
  },
};

function Thrower({ fail }: { fail: boolean }) {
  if (fail) throw new Error('Cannot read properties of undefined');
  return <p>Inhalt geladen</p>;
}

function BoundaryExample() {
  const [fail, setFail] = useState(true);
  return (
    <ErrorBoundary onReset={() => setFail(false)}>
      <Thrower fail={fail} />
    </ErrorBoundary>
  );
}

export const BoundaryRetryResets: Story = {
  render: () => <BoundaryExample />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-error-type', 'component_error');
    await userEvent.click(canvas.getByRole('button', { name: translate('errorBoundary.retry', 'de') }));
    await expect(canvas.getByText('Inhalt geladen')).toBeVisible();
  },
};

export const Dark: Story = { args: { type: 'server_error', error: 'HTTP 500', showDetails: true }, ...dark };
