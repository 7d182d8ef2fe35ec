import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { expect, fn, waitFor } from 'storybook/test';
import { coupleUser } from '../../fixtures/dashboard-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { InvitationView } from './InvitationView';

const text = dashboardText('invitation', 'de');
const preview = {
  brideName: 'Anna',
  groomName: 'Ben',
  invitedByName: 'Anna Berg',
  expiresAt: '2027-03-06T10:00:00.000Z',
};

const meta = {
  title: 'Dashboard/Invitation',
  tags: ['autodocs'],
  component: InvitationView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/account/invitation/token' },
  args: {
    preview,
    user: null,
    onAccept: fn(async () => true),
    onJoin: fn(async () => undefined),
    onLogout: fn(),
    loginHref: '/login?redirect=%2Faccount%2Finvitation%2Ftoken',
    passkeysSupported: true,
  },
  render: (args) => (
    <div style={{ maxWidth: '26rem', padding: '1rem' }}>
      <InvitationView {...args} />
    </div>
  ),
} satisfies Meta<typeof InvitationView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new person names themselves and creates their passkey; the username follows the rules. */
export const NewPerson: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByText(
        text('lead', { inviter: 'Anna Berg', couple: text('couple', { bride: 'Anna', groom: 'Ben' }) }),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('accept') }));
    await expect(canvas.getByText(translate('auth.nameRequired', 'de'))).toBeVisible();
    await userEvent.type(canvas.getByLabelText(text('field.name')), 'Lena Krause');
    await userEvent.type(canvas.getByLabelText(text('field.username')), 'Lena.K');
    await userEvent.click(canvas.getByRole('button', { name: text('accept') }));
    await waitFor(() =>
      expect(args.onAccept).toHaveBeenCalledWith({ name: 'Lena Krause', username: 'lena.k' }),
    );
    await expect(canvas.getByRole('link', { name: text('existing.login') })).toHaveAttribute(
      'href',
      args.loginHref,
    );
  },
};

/** A username already taken is named on its field; the rest stays. */
export const UsernameTaken: Story = {
  args: { onAccept: fn(async () => Promise.reject(new ApiError(409, 'usernameTaken'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(text('field.name')), 'Lena');
    await userEvent.type(canvas.getByLabelText(text('field.username')), 'anna.berg');
    await userEvent.click(canvas.getByRole('button', { name: text('accept') }));
    await expect(await canvas.findByText(translate('auth.usernameTaken', 'de'))).toBeVisible();
    await expect(canvas.getByLabelText(text('field.name'))).toHaveValue('Lena');
  },
};

/** Signed in already: join with that account, or sign out to use another. */
export const SignedIn: Story = {
  args: { user: coupleUser },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: text('signedIn.join', { username: coupleUser.username }) }),
    );
    await expect(args.onJoin).toHaveBeenCalled();
  },
};

/** A used, revoked or expired link says so. */
export const Invalid: Story = {
  args: { preview: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('invitation.invalid', 'de'));
  },
};

/** Without passkey support the browser is named as the problem; signing in stays possible. */
export const NoPasskeys: Story = {
  args: { passkeysSupported: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('unsupported'));
    await expect(canvas.getByRole('link', { name: text('existing.login') })).toBeVisible();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
