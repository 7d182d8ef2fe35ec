import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { expect, fn } from 'storybook/test';
import { dashboardText } from '../../i18n/dashboard-text';
import { withDashboardProviders } from '../../story-support';
import { LoginView } from './LoginView';

const text = dashboardText('auth', 'de');

const meta = {
  title: 'Dashboard/Log in',
  tags: ['autodocs'],
  component: LoginView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/login' },
  args: { onSubmit: fn() },
  render: (args) => (
    <div style={{ maxWidth: '26rem', padding: '1rem' }}>
      <LoginView {...args} />
    </div>
  ),
} satisfies Meta<typeof LoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both fields are needed; the credentials go out as typed (the username lower-cased by core's rule). */
export const SignIn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('login.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(text('field.username'))).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(text('field.username'))).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(text('field.username')), 'Anna.Berg');
    await userEvent.type(canvas.getByLabelText(text('field.password')), 'a long password');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'anna.berg', password: 'a long password' });
  },
};

/** A refused attempt says why in an alert; what was typed stays. */
export const WrongCredentials: Story = {
  args: { errorKey: 'auth.invalidCredentials' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('auth.invalidCredentials', 'de'));
  },
};

export const TooManyAttempts: Story = {
  args: { errorKey: 'api.tooManyRequests' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('api.tooManyRequests', 'de'));
  },
};

export const Pending: Story = { args: { pending: true } };

/** Members invited by passkey have no password: they sign in with the passkey alone. */
export const Passkey: Story = {
  args: { onPasskeyLogin: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(text('login.passkeyHint'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('login.passkey') }));
    await expect(args.onPasskeyLogin).toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the passkey prompt is open, the password form waits. */
export const PasskeyPending: Story = {
  args: { onPasskeyLogin: fn(), passkeyPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text('login.submit') })).toBeDisabled();
  },
};

/** "Forgot password?" sits under the password and leads to the reset request, by keyboard too. */
export const ForgotPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: text('login.forgot') });
    await expect(link).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(canvas.getByLabelText(text('field.password')));
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
