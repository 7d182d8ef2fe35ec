import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ApiClient, ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { ApiProvider } from '@wedding/dashboard';
import { withDashboardProviders } from '@wedding/dashboard/story-support';
import { Suspense, useMemo } from 'react';
import { expect, fn, within } from 'storybook/test';
import { customerDetail, pageOf, staffUser } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { CustomerDetailScreen } from './CustomerDetailScreen';

const text = adminText('customers', 'de');
const MASKED = 'a•••@example.org';

type SendReset = (input: { params: { customerId: string }; body: object }) => Promise<{ sentTo: string }>;

/** The screen against a fake API: the signed-in staff member, the customer, no audit entries, the reset call. */
function CustomerScreenStory({ sendCustomerPasswordReset }: { sendCustomerPasswordReset: SendReset }) {
  const api = useMemo(
    () =>
      ({
        auth: { session: async () => ({ user: staffUser }) },
        admin: {
          customer: async () => ({ data: customerDetail }),
          audit: async () => ({ ...pageOf([]), limit: 50 }),
        },
        staff: { sendCustomerPasswordReset },
      }) as unknown as ApiClient,
    [sendCustomerPasswordReset],
  );
  return (
    <ApiProvider client={api}>
      <Suspense fallback={null}>
        <CustomerDetailScreen customerId={customerDetail.id} />
      </Suspense>
    </ApiProvider>
  );
}

const meta = {
  title: 'Admin/Customers/Detail screen',
  component: CustomerScreenStory,
  decorators: [withDashboardProviders],
  parameters: { currentPath: `/admin/customers/${customerDetail.id}` },
  args: { sendCustomerPasswordReset: fn<SendReset>(async () => ({ sentTo: MASKED })) },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <CustomerScreenStory {...args} />
    </div>
  ),
} satisfies Meta<typeof CustomerScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const sendAndConfirm = async (
  canvas: { findByRole: (role: string, options?: object) => Promise<HTMLElement> },
  userEvent: { click: (element: Element) => Promise<void> },
) => {
  await userEvent.click(await canvas.findByRole('button', { name: text('reset.send') }));
  const dialog = within(await within(document.body).findByRole('alertdialog'));
  await userEvent.click(dialog.getByRole('button', { name: text('reset.confirm') }));
  return dialog;
};

/** The link goes to the customer's address; the toast names it partly hidden, as the API answered it. */
export const ResetLinkSent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await sendAndConfirm(canvas, userEvent);
    await expect(args.sendCustomerPasswordReset).toHaveBeenCalledWith({
      params: { customerId: customerDetail.id },
      body: {},
    });
    await expect(
      await within(document.body).findByText(text('reset.sent', { address: MASKED })),
    ).toBeVisible();
  },
};

/** No verified address: the refusal stays in the dialog with what the customer can do. */
export const NoVerifiedEmail: Story = {
  args: {
    sendCustomerPasswordReset: fn<SendReset>(async () =>
      Promise.reject(new ApiError(409, 'noVerifiedEmail')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await sendAndConfirm(canvas, userEvent);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(translate('noVerifiedEmail', 'de'));
  },
};
