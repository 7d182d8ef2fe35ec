import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { coupleUser } from '../../fixtures/dashboard-fixtures';
import { storyInvitation, storyMembers } from '../../fixtures/part-two-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { accessUsers } from './AccessScreen';
import { AccessView } from './AccessView';

const text = dashboardText('access', 'de');
const page = () => within(document.body);
const two = accessUsers(storyMembers, coupleUser.id);
const one = two.slice(0, 1);

const meta = {
  title: 'Dashboard/Access',
  tags: ['autodocs'],
  component: AccessView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/wedding/access' },
  args: {
    members: two,
    invitations: [],
    isPremium: false,
    onRemove: fn(async () => undefined),
    onCreateLink: fn(async () => ({
      url: 'https://wedding.example/account/invitation/abc',
      expiresAt: '2027-03-08T10:00:00.000Z',
    })),
    onInviteHere: fn(async () => true),
    onRevoke: fn(async () => undefined),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <AccessView {...args} />
    </div>
  ),
} satisfies Meta<typeof AccessView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec A 2 on the standard plan with two members: the count, 'you', 'index of total', the joined date in medium
 * format, and the third place locked with 'premium required' and the upgrade path.
 */
export const StandardPlanFull: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('bar.count', { current: 2, max: 3 }))).toBeVisible();
    await expect(canvas.getByText(text('member.you'))).toBeVisible();
    await expect(canvas.getByText(text('member.position', { index: 2, total: 2 }))).toBeVisible();
    await expect(
      canvas.getByText(
        text('member.joined', {
          date: new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(
            new Date('2026-11-03T18:30:00.000Z'),
          ),
        }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(text('slot.premiumRequired'))).toBeVisible();
    for (const link of canvas.getAllByRole('link', {
      name: new RegExp(`${text('bar.upgrade')}|${text('slot.upgrade')}`),
    })) {
      await expect(link).toHaveAttribute('href', '/dashboard/upgrade');
    }
    await expect(canvas.queryByRole('button', { name: text('bar.invite') })).toBeNull();
  },
};

/** One member: no remove button (spec: more than one member), the second place free to invite. */
export const OneMember: Story = {
  args: { members: one },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: text('member.leave') })).toBeNull();
    await expect(canvas.getByRole('button', { name: text('bar.invite') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('slot.invite') })).toBeVisible();
  },
};

/** Premium: the third place is open; with all three taken the bar has nothing more to offer. */
export const PremiumPlan: Story = {
  args: { isPremium: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text('slot.invite') })).toBeVisible();
    await expect(canvas.queryByText(text('slot.premiumRequired'))).toBeNull();
  },
};

/** An open invitation link holds a place until it is used, revoked or expires. */
export const PendingInvitation: Story = {
  args: { members: one, invitations: [storyInvitation] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: text('pending.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('pending.revoke') }));
    await expect(args.onRevoke).toHaveBeenCalledWith(storyInvitation);
  },
};

/** Inviting by link: the link to share appears with its copy button and validity. */
export const InviteByLink: Story = {
  args: { members: one },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('bar.invite') }));
    const dialog = within(await page().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: text('invite.link.create') }));
    await expect(args.onCreateLink).toHaveBeenCalled();
    await expect(await dialog.findByRole('textbox', { name: text('invite.link.label') })).toHaveValue(
      'https://wedding.example/account/invitation/abc',
    );
    await expect(dialog.getByRole('button', { name: text('invite.link.copy') })).toBeVisible();
  },
};

/** Inviting here: a closed passkey prompt keeps the dialog open and says nothing. */
export const InviteHereCancelled: Story = {
  args: { members: one, onInviteHere: fn(async () => false) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('slot.invite') }));
    const dialog = within(await page().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: text('invite.here.start') }));
    await waitFor(() => expect(args.onInviteHere).toHaveBeenCalled());
    await expect(page().getByRole('dialog')).toBeVisible();
    await expect(page().queryByRole('alert')).toBeNull();
  },
};

/** Removing asks first, names the member and removes after the confirmation. */
export const RemoveConfirmed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: text('member.removeNamed', { username: 'ben.berg' }) }),
    );
    const confirm = await page().findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(text('remove.description', { username: 'ben.berg' }));
    await userEvent.click(within(confirm).getByRole('button', { name: text('member.remove') }));
    await waitFor(() =>
      expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ userId: 'user-ben' })),
    );
  },
};

/** A refused removal shows the server's reason in the dialog (the screen also toasts 'user.removeError'). */
export const RemoveFails: Story = {
  args: { onRemove: fn(async () => Promise.reject(new ApiError(409, 'lastMemberCannotBeRemoved'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: text('member.removeNamed', { username: 'ben.berg' }) }),
    );
    const confirm = await page().findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: text('member.remove') }));
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      translate('api.lastMemberCannotBeRemoved', 'de'),
    );
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
