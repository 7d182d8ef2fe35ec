import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type ApiClient, ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { expect, fn, waitFor } from 'storybook/test';
import { ApiProvider } from '../../../app/api-context';
import { PreferencesContext } from '../../../app/preferences-context';
import { dashboardText } from '../../../i18n/dashboard-text';
import { atPhoneWidth, storyLocale, withDashboardProviders } from '../../../story-support';
import { VerifyEmailScreen } from './VerifyEmailScreen';

const text = dashboardText('account', 'de');
const TOKEN = 'dmVyaWZ5LWFubmEtYmVyZy0yMDI3_-x';
const ADDRESS = 'anna.berg@example.org';

type VerifyEmail = ApiClient['accountEmail']['verifyEmail'];

/** The screen against a fake API whose only call is the story's `verifyEmail`, with the link's token given. */
function VerifyEmailStory({
  verifyEmail,
  readToken,
  forgetToken,
}: {
  verifyEmail: VerifyEmail;
  readToken: () => string | null;
  forgetToken: () => void;
}) {
  const api = { accountEmail: { verifyEmail } } as unknown as ApiClient;
  return (
    <ApiProvider client={api}>
      <VerifyEmailScreen readToken={readToken} forgetToken={forgetToken} />
    </ApiProvider>
  );
}

/** The auth frame's language choice, as the app's providers give it. */
const withPreferences: Decorator = (Story, context) => (
  <PreferencesContext.Provider
    value={{
      locale: storyLocale(context.globals),
      setLocale: async () => undefined,
      colorMode: 'light',
      setColorMode: () => undefined,
    }}
  >
    <Story />
  </PreferencesContext.Provider>
);

const meta = {
  title: 'Dashboard/Account/Verify email',
  tags: ['autodocs'],
  component: VerifyEmailStory,
  decorators: [withPreferences, withDashboardProviders],
  parameters: { currentPath: '/account/verify-email', layout: 'fullscreen' },
  args: {
    verifyEmail: fn<VerifyEmail>(async () => ({ email: ADDRESS })),
    readToken: (): string | null => TOKEN,
    forgetToken: fn(),
  },
} satisfies Meta<typeof VerifyEmailStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The fragment's token is sent once; the page names the address and leads to the dashboard. */
export const Verified: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(text('verify.done', { email: ADDRESS }))).toBeVisible();
    await expect(args.verifyEmail).toHaveBeenCalledTimes(1);
    await expect(args.verifyEmail).toHaveBeenCalledWith({ body: { token: TOKEN } });
    await expect(args.forgetToken).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: text('verify.toDashboard') })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** While the API answers, the page says it is checking. */
export const Checking: Story = {
  args: { verifyEmail: fn<VerifyEmail>(() => new Promise(() => undefined)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('verify.checking'))).toBeVisible();
  },
};

/** Expired, used or unknown: the page offers a new link from the settings. */
export const InvalidLink: Story = {
  args: { verifyEmail: fn<VerifyEmail>(async () => Promise.reject(new ApiError(400, 'linkInvalid'))) },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translate('linkInvalid', 'de'));
    await expect(canvas.getByRole('link', { name: text('verify.requestNew') })).toHaveAttribute(
      'href',
      '/account/settings',
    );
    await expect(args.forgetToken).toHaveBeenCalled();
  },
};

/** A link cut short in a mail app has no token: nothing is asked, the offer stands. */
export const MissingToken: Story = {
  args: { readToken: () => null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('linkInvalid', 'de'));
    await expect(canvas.getByRole('link', { name: text('verify.requestNew') })).toBeVisible();
    await expect(args.verifyEmail).not.toHaveBeenCalled();
  },
};

/** The address went to another account meanwhile: said, with the way to the settings (no retry). */
export const AddressTaken: Story = {
  args: { verifyEmail: fn<VerifyEmail>(async () => Promise.reject(new ApiError(409, 'emailTaken'))) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translate('emailTaken', 'de'));
    await expect(canvas.getByRole('link', { name: text('verify.toSettings') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('verify.retry') })).toBeNull();
  },
};

/** Fails on its first call of a story (Storybook clears the recorded calls before each one), then verifies. */
const offlineOnce = fn<VerifyEmail>(async () => {
  if (offlineOnce.mock.calls.length <= 1) throw new ApiError(0, undefined);
  return { email: ADDRESS };
});

/** No answer: the same link is tried again on request, and then works. */
export const NoConnectionThenRetry: Story = {
  args: { verifyEmail: offlineOnce },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
    await expect(args.forgetToken).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: text('verify.retry') }));
    await expect(await canvas.findByText(text('verify.done', { email: ADDRESS }))).toBeVisible();
    await waitFor(() => expect(args.verifyEmail).toHaveBeenCalledTimes(2));
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
