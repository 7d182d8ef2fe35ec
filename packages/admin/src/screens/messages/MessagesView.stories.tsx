import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { expect, fn, waitFor, within } from 'storybook/test';
import { messages, pageOf } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { chooseOption } from '../../story-support';
import { MessagesView } from './MessagesView';
import { messagesSearchSchema } from './messages-search';

const text = adminText('messages', 'de');
const [unreadMessage, answeredMessage] = messages as [(typeof messages)[number], (typeof messages)[number]];
const card = (canvas: { getAllByRole: (role: string) => HTMLElement[] }, index: number) =>
  within(canvas.getAllByRole('article')[index]!);

const meta = {
  title: 'Admin/Messages',
  tags: ['autodocs'],
  component: MessagesView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/messages' },
  args: {
    search: messagesSearchSchema.parse({ status: 'all' }),
    onSearchChange: fn(),
    page: pageOf(messages),
    onMarkRead: fn(),
    onReply: fn(async () => undefined),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <MessagesView {...args} />
    </div>
  ),
} satisfies Meta<typeof MessagesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reply is sent for its message and the field empties once it is stored. */
export const Reply: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const first = card(canvas, 0);
    await expect(first.getByRole('heading', { level: 2 })).toHaveTextContent(text('kind.upgrade_request'));
    const send = first.getByRole('button', { name: text('send') });
    await expect(send).toBeDisabled();
    const reply = first.getByRole('textbox', { name: text('replyLabel') });
    await userEvent.type(reply, ' Gern, wir schalten Premium frei. ');
    await userEvent.click(send);
    await expect(args.onReply).toHaveBeenCalledWith(unreadMessage, 'Gern, wir schalten Premium frei.');
    await waitFor(() => expect(reply).toHaveValue(''));
  },
};

/** A failed reply keeps what was typed and says why at the field. */
export const ReplyFails: Story = {
  args: {
    onReply: fn(async () => Promise.reject(new Error('offline'))),
    replyError: { messageId: unreadMessage.id, key: 'networkError' },
  },
  play: async ({ canvas, userEvent, args }) => {
    const first = card(canvas, 0);
    const reply = first.getByRole('textbox', { name: text('replyLabel') });
    await expect(reply).toHaveAccessibleDescription(expect.stringContaining(translate('networkError', 'de')));
    await userEvent.type(reply, 'Noch einmal');
    await userEvent.click(first.getByRole('button', { name: text('send') }));
    await expect(args.onReply).toHaveBeenCalled();
    await expect(reply).toHaveValue('Noch einmal');
  },
};

/** Marking: an unread message is marked read, a read one unread again. */
export const MarkRead: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(card(canvas, 0).getByText(text('unread'))).toBeVisible();
    await userEvent.click(card(canvas, 0).getByRole('button', { name: text('markRead') }));
    await expect(args.onMarkRead).toHaveBeenLastCalledWith(unreadMessage, true);
    await userEvent.click(card(canvas, 1).getByRole('button', { name: text('markUnread') }));
    await expect(args.onMarkRead).toHaveBeenLastCalledWith(answeredMessage, false);
  },
};

/** The answers so far, under the message. */
export const Answered: Story = {
  play: async ({ canvas }) => {
    const replies = card(canvas, 1).getByRole('list', { name: text('replies') });
    await expect(within(replies).getByText(answeredMessage.replies[0]!.body)).toBeVisible();
    await expect(within(replies).getByText('Mara Vogel')).toBeVisible();
  },
};

/** The filter asks for page 1 of the other messages. */
export const Filter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await chooseOption(canvas, userEvent, text('filter'), text('filter.unread'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ status: 'unread', page: 1 });
  },
};

/** The default view with nothing unread. */
export const EmptyUnread: Story = {
  args: { search: messagesSearchSchema.parse({}), page: pageOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('emptyUnread') })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** One customer's messages (/admin/customers/messages), with the way back to all. */
export const FromOneCustomer: Story = {
  args: {
    search: messagesSearchSchema.parse({ status: 'all', customerId: 'user-anna' }),
    customerName: 'anna.ben',
    page: pageOf([unreadMessage]),
  },
  parameters: { currentPath: '/admin/customers/messages' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(new RegExp(text('fromCustomer', { name: 'anna.ben' })))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('allCustomers') })).toHaveAttribute(
      'href',
      '/admin/messages',
    );
  },
};

export const Loading: Story = {
  args: { page: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('loading'))).toBeVisible();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth] };
