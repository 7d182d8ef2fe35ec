import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dashboardText } from '../../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../../story-support';
import { EmailAddressCard } from './EmailAddressCard';

const text = dashboardText('account', 'de');
const VERIFIED = 'anna.berg@example.org';
const NEW_ADDRESS = 'anna@berg-familie.de';

const meta = {
  title: 'Dashboard/Account settings/Email address',
  tags: ['autodocs'],
  component: EmailAddressCard,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/account/settings' },
  args: { email: null, onRequestVerification: fn(async (email: string) => email) },
  render: (args) => (
    <div style={{ maxWidth: '32rem', padding: '1rem' }}>
      <EmailAddressCard {...args} />
    </div>
  ),
} satisfies Meta<typeof EmailAddressCard>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { getByRole: (role: string, options?: object) => HTMLElement };
type RequestVerification = (email: string) => Promise<string>;
// By role: the card's region carries the same name as the field while the account has no address.
const emailField = (canvas: Canvas, hasAddress = false) =>
  canvas.getByRole('textbox', { name: hasAddress ? text('email.newField') : text('email.field') });

/** No address yet: why it matters (reset, RSVP notices, mail to guests needs it), then the link goes out. */
export const NoAddressYet: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(text('email.none'))).toBeVisible();
    await expect(canvas.getByText(text('email.use.reset'))).toBeVisible();
    await expect(canvas.getByText(text('email.use.rsvp'))).toBeVisible();
    await expect(canvas.getByText(text('email.use.guests'))).toBeVisible();
    await userEvent.type(emailField(canvas), '  Anna@Berg-Familie.DE ');
    await userEvent.click(canvas.getByRole('button', { name: text('email.submit') }));
    // Core's rule: trimmed and lower-cased, as the API compares addresses.
    await expect(args.onRequestVerification).toHaveBeenCalledWith(NEW_ADDRESS);
    const status = canvas.getByRole('status');
    await expect(await within(status).findByText(text('email.sent', { email: NEW_ADDRESS }))).toBeVisible();
    await expect(emailField(canvas)).toHaveValue('');
  },
};

/** A verified address is shown as such; a new one replaces it only once its link is opened. */
export const Verified: Story = {
  args: { email: VERIFIED },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(VERIFIED)).toBeVisible();
    await expect(canvas.getByText(text('email.verified'))).toBeVisible();
    await userEvent.type(emailField(canvas, true), NEW_ADDRESS);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(text('email.keepsCurrent', { email: VERIFIED }))).toBeVisible();
  },
};

/** The link can be sent again to the same address; the note says so. */
export const SendAgain: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(emailField(canvas), NEW_ADDRESS);
    await userEvent.click(canvas.getByRole('button', { name: text('email.submit') }));
    await userEvent.click(await canvas.findByRole('button', { name: text('email.resend') }));
    await waitFor(() => expect(args.onRequestVerification).toHaveBeenCalledTimes(2));
    await expect(args.onRequestVerification).toHaveBeenLastCalledWith(NEW_ADDRESS);
    await expect(await canvas.findByText(text('email.sentAgain', { email: NEW_ADDRESS }))).toBeVisible();
  },
};

/** While the link is requested the button waits; nothing is sent twice. */
export const Sending: Story = {
  args: { onRequestVerification: fn<RequestVerification>(() => new Promise(() => undefined)) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(emailField(canvas), NEW_ADDRESS);
    const submit = canvas.getByRole('button', { name: text('email.submit') });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(submit);
    await expect(args.onRequestVerification).toHaveBeenCalledTimes(1);
  },
};

/** Core's rule checks the address before anything is sent. */
export const NotAnAddress: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('email.submit') }));
    await userEvent.type(emailField(canvas), 'anna-at-example');
    await userEvent.click(canvas.getByRole('button', { name: text('email.submit') }));
    await expect(await canvas.findByText(translate('validation.invalidEmail', 'de'))).toBeVisible();
    await expect(args.onRequestVerification).not.toHaveBeenCalled();
  },
};

/** The verified address again: said at the field, no link sent. */
export const SameAddress: Story = {
  args: { email: VERIFIED },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(emailField(canvas, true), VERIFIED.toUpperCase());
    await userEvent.click(canvas.getByRole('button', { name: text('email.submit') }));
    await expect(await canvas.findByText(text('email.same'))).toBeVisible();
    await expect(args.onRequestVerification).not.toHaveBeenCalled();
  },
};

/** Another account uses the address: said at the field, which keeps what was typed. */
export const AddressTaken: Story = {
  args: {
    onRequestVerification: fn<RequestVerification>(async () =>
      Promise.reject(new ApiError(409, 'emailTaken')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(emailField(canvas), NEW_ADDRESS);
    await userEvent.click(canvas.getByRole('button', { name: text('email.submit') }));
    await expect(await canvas.findByText(translate('emailTaken', 'de'))).toBeVisible();
    await expect(emailField(canvas)).toHaveValue(NEW_ADDRESS);
    await expect(emailField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(text('email.sent', { email: NEW_ADDRESS }))).toBeNull();
  },
};

/** Too many links in an hour: the rate limit's message, the address kept. */
export const TooManyRequests: Story = {
  args: {
    onRequestVerification: fn<RequestVerification>(async () =>
      Promise.reject(new ApiError(429, 'tooManyRequests')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(emailField(canvas), NEW_ADDRESS);
    await userEvent.click(canvas.getByRole('button', { name: text('email.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translate('api.tooManyRequests', 'de'));
    await expect(emailField(canvas)).toHaveValue(NEW_ADDRESS);
  },
};

export const NoConnection: Story = {
  args: {
    onRequestVerification: fn<RequestVerification>(async () => Promise.reject(new ApiError(0, undefined))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(emailField(canvas), NEW_ADDRESS);
    await userEvent.click(canvas.getByRole('button', { name: text('email.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
  },
};

export const Phone: Story = { decorators: [atPhoneWidth], args: { email: VERIFIED } };
