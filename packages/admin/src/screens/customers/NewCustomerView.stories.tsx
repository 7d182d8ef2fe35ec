import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminCreateCustomerSchema, toValidationDetails, translate } from '@wedding/core';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { expect, fn } from 'storybook/test';
import { adminText } from '../../i18n/admin-text';
import { expectMessagesShown } from '../../story-support';
import { NewCustomerView } from './NewCustomerView';

const text = adminText('customers', 'de');
const submit = { name: text('new.submit') };
const field = (label: string) => ({ name: new RegExp(`^${label}`) });

const meta = {
  title: 'Admin/Customers/New customer',
  tags: ['autodocs'],
  component: NewCustomerView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/customers/new' },
  args: { onSubmit: fn() },
  render: (args) => (
    <div style={{ maxWidth: '36rem', padding: '1rem' }}>
      <NewCustomerView {...args} />
    </div>
  ),
} satisfies Meta<typeof NewCustomerView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Registration's rules from core: sent empty, every field says what it needs and nothing is sent. */
export const SubmitEmpty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const messages = toValidationDetails(
      adminCreateCustomerSchema.safeParse({ name: '', username: '', password: '' }).error!,
      'de',
    );
    await expect(Object.keys(messages).sort()).toEqual(['name', 'password', 'username']);
    await userEvent.click(canvas.getByRole('button', submit));
    await expectMessagesShown(canvas, Object.values(messages));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled in by the rules: the account is sent (the username as core normalises it). */
export const Submit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', field(text('new.name'))), 'Lena Weber');
    await userEvent.type(canvas.getByRole('textbox', field(text('new.username'))), 'Lena.W');
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${text('new.password')}`)), 'lange-passphrase');
    await userEvent.click(canvas.getByRole('button', submit));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Lena Weber',
      username: 'lena.w',
      password: 'lange-passphrase',
    });
  },
};

/** The server refused (the username is taken): the reason in the person's language. */
export const UsernameTaken: Story = {
  args: { errorKey: 'auth.usernameTaken' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('auth.usernameTaken', 'de'));
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
