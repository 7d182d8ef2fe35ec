import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { uiMessages } from '@wedding/ui';
import { expect, fn, waitFor, within } from 'storybook/test';
import { customerDetail, customerRows } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { chooseOption, selectTrigger } from '../../story-support';
import { CustomerDetailView } from './CustomerDetailView';

const text = adminText('customers', 'de');
const auditText = adminText('audit', 'de');

const meta = {
  title: 'Admin/Customers/Detail',
  tags: ['autodocs'],
  component: CustomerDetailView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: `/admin/customers/${customerDetail.id}` },
  args: {
    customer: customerDetail,
    audit: [],
    canChangeRole: false,
    onRoleChange: fn(),
    onSendPasswordReset: fn(async () => undefined),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <CustomerDetailView {...args} />
    </div>
  ),
} satisfies Meta<typeof CustomerDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A superadmin changes the role; choosing the current role again reports nothing. */
export const SuperadminChangesRole: Story = {
  args: { canChangeRole: true },
  play: async ({ canvas, userEvent, args }) => {
    await chooseOption(canvas, userEvent, text('role.label'), uiMessages.de['userMenu.role.user']);
    await expect(args.onRoleChange).not.toHaveBeenCalled();
    await chooseOption(canvas, userEvent, text('role.label'), uiMessages.de['userMenu.role.admin']);
    await expect(args.onRoleChange).toHaveBeenCalledWith('admin');
  },
};

/** While the role is saved the choice waits. */
export const RoleSaving: Story = {
  args: { canChangeRole: true, roleSaving: true },
  play: async ({ canvas }) => {
    await expect(selectTrigger(canvas, text('role.label'))).toBeDisabled();
  },
};

/** An admin sees the role and why it cannot be changed here. */
export const AdminSeesRole: Story = {
  play: async ({ canvas }) => {
    const role = canvas.getByRole('region', { name: text('column.role') });
    await expect(within(role).getByText(uiMessages.de['userMenu.role.user'])).toBeVisible();
    await expect(within(role).getByText(text('role.superadminOnly'))).toBeVisible();
    await expect(within(role).queryByRole('button')).toBeNull();
  },
};

/** Sign-in methods, the weddings it belongs to, its messages and the changes staff made to it. */
export const Facts: Story = {
  args: {
    audit: [
      {
        id: 'audit-role',
        actorId: 'user-root',
        actorName: 'root',
        action: 'user.role',
        entityType: 'user',
        entityId: customerDetail.id,
        weddingId: null,
        customerId: customerDetail.id,
        before: { role: 'admin' },
        after: { role: 'user' },
        reason: null,
        createdAt: '2027-02-10T10:00:00.000Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${text('password')} · ${text('passkeys', { count: 1 })}`)).toBeVisible();
    const weddings = canvas.getByRole('region', { name: text('column.weddings') });
    await expect(within(weddings).getByRole('link', { name: 'anna-und-ben' })).toHaveAttribute(
      'href',
      '/admin/weddings/wedding-anna-und-ben',
    );
    await expect(canvas.getByRole('link', { name: text('toMessages') })).toHaveAttribute(
      'href',
      `/admin/customers/messages?customerId=${customerDetail.id}`,
    );
    const audit = canvas.getByRole('table', { name: text('audit') });
    await expect(within(audit).getByText(auditText('action.user.role'))).toBeVisible();
  },
};

/** A fresh account: no weddings, never signed in. */
export const NewAccount: Story = {
  args: {
    customer: { ...customerRows[2]!, hasPassword: true, passkeyCount: 0, lastSignInAt: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('noWeddings'))).toBeVisible();
  },
};

/** A reset link goes out only after staff confirm; cancelling sends nothing. */
export const SendPasswordReset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const card = within(canvas.getByRole('region', { name: text('reset.title') }));
    await userEvent.click(card.getByRole('button', { name: text('reset.send') }));
    let dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(
      dialog.getByText(text('reset.confirmText', { username: customerDetail.username })),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text('reset.cancel') }));
    await expect(args.onSendPasswordReset).not.toHaveBeenCalled();
    await userEvent.click(card.getByRole('button', { name: text('reset.send') }));
    dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: text('reset.confirm') }));
    await expect(args.onSendPasswordReset).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** Without a verified address no link can go out: the dialog says so and how the customer gets one. */
export const NoVerifiedEmail: Story = {
  args: { onSendPasswordReset: fn(async () => Promise.reject(new ApiError(409, 'noVerifiedEmail'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('reset.send') }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: text('reset.confirm') }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(translate('noVerifiedEmail', 'de'));
    await expect(alert).toHaveTextContent(text('reset.noEmailHelp'));
  },
};

export const Phone: Story = { decorators: [atPhoneWidth], args: { canChangeRole: true } };
