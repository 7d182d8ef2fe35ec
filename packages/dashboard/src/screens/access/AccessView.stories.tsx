import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { coupleUser } from '../../fixtures/dashboard-fixtures';
import { storyInvitation, storyMembers, storySideEditor } from '../../fixtures/part-two-fixtures';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders } from '../../story-support';
import { accessUsers } from './AccessScreen';
import { AccessView } from './AccessView';

const text = dashboardText('access', 'de');
const page = () => within(document.body);
const two = accessUsers(storyMembers, coupleUser.id);
const one = two.slice(0, 1);
const withParent = accessUsers([...storyMembers, storySideEditor], coupleUser.id);
/** The same three members seen by the parent, a side editor who does not manage members. */
const seenByParent = accessUsers([...storyMembers, storySideEditor], storySideEditor.user.id);

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
    partnerNames: { partner1: 'Anna', partner2: 'Ben' },
    onRemove: fn(async () => undefined),
    onChangeRole: fn(async () => undefined),
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
 * docs/requirements.md A2 on the standard plan with two members: the count, 'you', 'index of total', the joined date in
 * medium format, and the third place locked with 'premium required' and the upgrade path.
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

/** Each member card names the role; a side editor's names the side by the partner's first name. */
export const RolesShown: Story = {
  args: { members: withParent, isPremium: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('role.owner'))).toBeVisible();
    await expect(canvas.getByText(text('role.coPlanner'))).toBeVisible();
    await expect(
      canvas.getByText(
        text('member.roleWithSide', {
          role: text('role.sideEditor'),
          side: text('side.named', { name: 'Anna' }),
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: text('member.changeRoleNamed', { username: 'gisela.adler' }) }),
    ).toBeVisible();
  },
};

/**
 * A member who does not manage members sees the roles read-only: no invitation, no role change, no removal of
 * others, the open invitation without its revoke button; leaving stays theirs.
 */
export const ReadOnlyForNonOwners: Story = {
  args: {
    members: seenByParent.slice(0, 1).concat(seenByParent.slice(2)),
    invitations: [storyInvitation],
    isPremium: true,
    canManageMembers: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('readOnly'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('bar.invite') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text('slot.invite') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text('pending.revoke') })).toBeNull();
    for (const username of ['anna.berg', 'gisela.adler']) {
      await expect(
        canvas.queryByRole('button', { name: text('member.changeRoleNamed', { username }) }),
      ).toBeNull();
    }
    await expect(
      canvas.queryByRole('button', { name: text('member.removeNamed', { username: 'anna.berg' }) }),
    ).toBeNull();
    await expect(canvas.getByRole('button', { name: text('member.leave') })).toBeVisible();
    await expect(canvas.getByText(text('role.viewer'))).toBeVisible();
  },
};

/** The owner makes the partner a side editor: the side appears with the role, and the choice is saved. */
export const ChangeRoleToSideEditor: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: text('member.changeRoleNamed', { username: 'ben.berg' }) }),
    );
    const dialog = within(await page().findByRole('dialog'));
    await expect(dialog.getByRole('radio', { name: text('role.coPlanner') })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: text('role.sideEditor') }));
    await expect(dialog.getByText(text('role.sideEditor.text'))).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: text('side.named', { name: 'Ben' }) }));
    await userEvent.click(dialog.getByRole('button', { name: text('changeRole.save') }));
    await waitFor(() =>
      expect(args.onChangeRole).toHaveBeenCalledWith(expect.objectContaining({ userId: 'user-ben' }), {
        role: 'sideEditor',
        side: 'partner2',
      }),
    );
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** A refused change (the last owner stepping down) stays in the dialog with the server's reason. */
export const ChangeRoleRefused: Story = {
  args: { onChangeRole: fn(async () => Promise.reject(new ApiError(409, 'lastOwnerRequired'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: text('member.changeRoleNamed', { username: 'anna.berg' }) }),
    );
    const dialog = within(await page().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: text('role.viewer') }));
    await userEvent.click(dialog.getByRole('button', { name: text('changeRole.save') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      translate('members.lastOwnerRequired', 'de'),
    );
    await expect(page().getByRole('dialog')).toBeVisible();
  },
};

/** The owner chooses the role before making the link; the link carries it. */
export const InviteAsViewer: Story = {
  args: { members: one },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('bar.invite') }));
    const dialog = within(await page().findByRole('dialog'));
    await expect(dialog.getByRole('radio', { name: text('role.coPlanner') })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: text('role.viewer') }));
    await expect(dialog.getByText(text('role.viewer.text'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text('invite.link.create') }));
    await expect(args.onCreateLink).toHaveBeenCalledWith({ role: 'viewer', side: null });
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };

/** The read-only view at 360 px. */
export const ReadOnlyPhone: Story = {
  args: { members: seenByParent, isPremium: true, canManageMembers: false },
  decorators: [atPhoneWidth],
};
