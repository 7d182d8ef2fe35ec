import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { PASSWORD_RULES, translate } from '@wedding/core';
import { expect, fn, waitFor } from 'storybook/test';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { ResetPasswordView } from './ResetPasswordView';

const text = dashboardText('auth', 'de');
const NEW_PASSWORD = 'a brand new passphrase';

const meta = {
  title: 'Dashboard/Reset password',
  tags: ['autodocs'],
  component: ResetPasswordView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/reset-password' },
  args: { hasToken: true, onSubmit: fn(async () => undefined) },
  render: (args) => (
    <div style={{ maxWidth: '26rem', padding: '1rem' }}>
      <ResetPasswordView {...args} />
    </div>
  ),
} satisfies Meta<typeof ResetPasswordView>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { getByLabelText: (label: string, options?: object) => HTMLElement };
const passwordField = (canvas: Canvas) => canvas.getByLabelText(text('reset.password'));
const confirmField = (canvas: Canvas) => canvas.getByLabelText(text('reset.confirm'));

/** Core's password rules and the repeat, as at registration and in the settings; then the password is set. */
export const Rules: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(passwordField(canvas), 'short');
    await userEvent.type(confirmField(canvas), 'other');
    await userEvent.click(canvas.getByRole('button', { name: text('reset.submit') }));
    await expect(
      await canvas.findByText(translate('auth.passwordTooShort', 'de', { min: PASSWORD_RULES.minLength })),
    ).toBeVisible();
    await expect(canvas.getByText(translate('auth.passwordsDontMatch', 'de'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(passwordField(canvas));
    await userEvent.type(passwordField(canvas), NEW_PASSWORD);
    await userEvent.clear(confirmField(canvas));
    await userEvent.type(confirmField(canvas), NEW_PASSWORD);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(NEW_PASSWORD));
  },
};

/** Set: every session ended, so the way on is the login with the new password. */
export const Done: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(passwordField(canvas), NEW_PASSWORD);
    await userEvent.type(confirmField(canvas), NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: text('reset.submit') }));
    await expect(await canvas.findByText(text('reset.done'))).toHaveFocus();
    await expect(canvas.getByRole('link', { name: text('reset.toLogin') })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByLabelText(text('reset.password'))).toBeNull();
  },
};

/** While the password is set the button waits. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(passwordField(canvas), NEW_PASSWORD);
    await userEvent.type(confirmField(canvas), NEW_PASSWORD);
    const submit = canvas.getByRole('button', { name: text('reset.submit') });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Expired or already used: the API's 400 linkInvalid turns the page into the offer of a new link. */
export const LinkInvalid: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new ApiError(400, 'linkInvalid'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(passwordField(canvas), NEW_PASSWORD);
    await userEvent.type(confirmField(canvas), NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: text('reset.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translate('linkInvalid', 'de'));
    await expect(canvas.getByRole('link', { name: text('reset.requestNew') })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** Opened without a token (cut short by a mail app): the offer right away, no form to fill in vain. */
export const MissingToken: Story = {
  args: { hasToken: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('linkInvalid', 'de'));
    await expect(canvas.getByRole('link', { name: text('reset.requestNew') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('reset.submit') })).toBeNull();
  },
};

/** No answer: said below the form; both passwords stay typed for another try. */
export const NoConnection: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new ApiError(0, undefined))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(passwordField(canvas), NEW_PASSWORD);
    await userEvent.type(confirmField(canvas), NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: text('reset.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
    await expect(passwordField(canvas)).toHaveValue(NEW_PASSWORD);
    await expect(confirmField(canvas)).toHaveValue(NEW_PASSWORD);
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
