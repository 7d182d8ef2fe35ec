import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { expect, fn, waitFor } from 'storybook/test';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { ForgotPasswordView } from './ForgotPasswordView';

const text = dashboardText('auth', 'de');

const meta = {
  title: 'Dashboard/Forgot password',
  tags: ['autodocs'],
  component: ForgotPasswordView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/forgot-password' },
  args: { onSubmit: fn(async () => undefined) },
  render: (args) => (
    <div style={{ maxWidth: '26rem', padding: '1rem' }}>
      <ForgotPasswordView {...args} />
    </div>
  ),
} satisfies Meta<typeof ForgotPasswordView>;
export default meta;
type Story = StoryObj<typeof meta>;

const loginField = (canvas: { getByLabelText: (label: string, options?: object) => HTMLElement }) =>
  canvas.getByLabelText(text('forgot.login'));

/** A login is required; nothing is sent without one. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('forgot.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(loginField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(loginField(canvas)).toHaveFocus();
    await expect(canvas.getByRole('link', { name: text('forgot.toLogin') })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/**
 * The answer is one and the same for a known username, an unknown address or anything else: it never tells
 * whether an account exists or has an address (and never repeats what was typed).
 */
export const SameAnswerForAnyInput: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const answers: string[] = [];
    for (const login of ['Anna.Berg', 'nobody@example.org']) {
      await userEvent.type(loginField(canvas), login);
      await userEvent.click(canvas.getByRole('button', { name: text('forgot.submit') }));
      await expect(args.onSubmit).toHaveBeenLastCalledWith({ login: login.toLowerCase() });
      const status = canvas.getByRole('status');
      await expect(await canvas.findByText(text('forgot.answer'))).toHaveFocus();
      await expect(status).not.toHaveTextContent(login.toLowerCase());
      answers.push(status.textContent ?? '');
      await userEvent.click(canvas.getByRole('button', { name: text('forgot.again') }));
      await waitFor(() => expect(loginField(canvas)).toHaveFocus());
      await expect(loginField(canvas)).toHaveValue('');
    }
    await expect(answers[0]).toContain(text('forgot.answer'));
    await expect(answers[1]).toBe(answers[0]);
  },
};

/** While the request is on its way the button waits; a second press sends nothing. */
export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(loginField(canvas), 'anna.berg');
    const submit = canvas.getByRole('button', { name: text('forgot.submit') });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The rate limit (429) says to wait; what was typed stays. */
export const TooManyRequests: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new ApiError(429, 'tooManyRequests'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(loginField(canvas), 'anna.berg');
    await userEvent.click(canvas.getByRole('button', { name: text('forgot.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translate('api.tooManyRequests', 'de'));
    await expect(loginField(canvas)).toHaveValue('anna.berg');
    await expect(canvas.queryByText(text('forgot.answer'))).toBeNull();
  },
};

export const NoConnection: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new ApiError(0, undefined))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(loginField(canvas), 'anna.berg');
    await userEvent.click(canvas.getByRole('button', { name: text('forgot.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
