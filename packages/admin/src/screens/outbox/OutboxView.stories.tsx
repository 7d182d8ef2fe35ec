import type { Meta, StoryObj } from '@storybook/react-vite';
import { atPhoneWidth, withDashboardProviders } from '@wedding/dashboard/story-support';
import { uiMessages } from '@wedding/ui';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { outboxInvitation, outboxMessages, pageOf } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { chooseOption } from '../../story-support';
import { OutboxView, type OutboxViewProps } from './OutboxView';
import { outboxSearchSchema } from './outbox-search';

const text = adminText('outbox', 'de');
const common = adminText('common', 'de');
const [invitation, bounced] = outboxMessages as [
  (typeof outboxMessages)[number],
  (typeof outboxMessages)[number],
];

/** The view with its URL state kept, so opening and closing a message behaves as on the route. */
function StatefulOutbox(props: OutboxViewProps) {
  const [search, setSearch] = useState(props.search);
  return (
    <OutboxView
      {...props}
      search={search}
      onSearchChange={(patch) => {
        props.onSearchChange(patch);
        setSearch((current) => ({ ...current, ...patch }));
      }}
      opened={search.message ? props.opened : null}
    />
  );
}

const meta = {
  title: 'Admin/Outbox',
  tags: ['autodocs'],
  component: OutboxView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/outbox' },
  args: {
    search: outboxSearchSchema.parse({}),
    onSearchChange: fn(),
    page: pageOf(outboxMessages),
    mailServerConfigured: true,
    opened: { status: 'loaded', message: outboxInvitation },
    onRetryMessage: fn(),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <StatefulOutbox {...args} />
    </div>
  ),
} satisfies Meta<typeof OutboxView>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: { getByRole: (role: string, options?: object) => HTMLElement }) =>
  within(canvas.getByRole('table', { name: text('tableLabel') }));

/** Recipient, kind, wedding (or account mail), subject, state with its reason, and the dates. */
export const Messages: Story = {
  play: async ({ canvas }) => {
    const rows = table(canvas);
    await expect(rows.getByText(invitation.toAddress)).toBeVisible();
    await expect(rows.getByText(text('kind.invitation'))).toBeVisible();
    await expect(rows.getAllByText('anna-und-ben')[0]).toBeVisible();
    await expect(rows.getAllByText(text('account'))).toHaveLength(2);
    await expect(rows.getByText(text('status.sent'))).toBeVisible();
    await expect(rows.getByText(bounced.error!)).toBeVisible();
    await expect(rows.getByText(text('status.unsent'))).toBeVisible();
    await expect(rows.getByText(text('reason.unsent'))).toBeVisible();
    await expect(rows.getByText(text('reason.suppressed'))).toBeVisible();
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.getByText(common('count', { count: String(outboxMessages.length) }))).toBeVisible();
  },
};

/** Without a mail server nothing leaves: a banner says so above the list. */
export const NoMailServer: Story = {
  args: { mailServerConfigured: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(text('noMailServer'));
  },
};

/** The status filter and the search start again at page 1; "all" removes the filter. */
export const Filter: Story = {
  args: { search: outboxSearchSchema.parse({ page: 2 }) },
  play: async ({ canvas, userEvent, args }) => {
    await chooseOption(canvas, userEvent, text('filter.status'), text('status.failed'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ status: 'failed', page: 1 });
    await chooseOption(canvas, userEvent, text('filter.status'), text('filter.all'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ status: undefined, page: 1 });
    await userEvent.type(canvas.getByRole('searchbox', { name: text('searchLabel') }), 'kaya');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith({ search: 'kaya', page: 1 }));
  },
};

/**
 * A subject opens the message: its facts, its HTML in a sandboxed frame (no script runs, the page cannot reach
 * into it) and its plain text; closing returns to the subject.
 */
export const OpenMessage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const subject = table(canvas).getByRole('button', { name: invitation.subject });
    await userEvent.click(subject);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ message: invitation.id });
    const dialog = within(await within(document.body).findByRole('dialog', { name: invitation.subject }));
    await expect(dialog.getByText(`${invitation.toName} <${invitation.toAddress}>`)).toBeVisible();
    const frame = dialog.getByTitle(text('message.htmlFrame', { subject: invitation.subject }));
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAttribute('srcdoc', outboxInvitation.html);
    // An empty sandbox gives the frame an origin of its own: this page can neither read nor run anything in it.
    await expect((frame as HTMLIFrameElement).contentDocument).toBeNull();
    await userEvent.click(dialog.getByRole('tab', { name: text('message.text') }));
    await expect(dialog.getByText(/Liebe Familie Kaya/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: uiMessages.de['dialog.close'] }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ message: undefined });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(subject).toHaveFocus());
  },
};

/** A message opened from a link (`?message=`) while its text is on its way. */
export const MessageLoading: Story = {
  args: { search: outboxSearchSchema.parse({ message: bounced.id }), opened: { status: 'loading' } },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: bounced.subject }));
    await expect(dialog.getByText(text('message.loading'))).toBeVisible();
  },
};

/** The message could not be loaded: the reason and another try. */
export const MessageFailed: Story = {
  args: {
    search: outboxSearchSchema.parse({ message: 'mail-gone' }),
    opened: { status: 'failed', errorText: 'Keine Verbindung zum Server.' },
  },
  play: async ({ userEvent, args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: text('message.title') }));
    await userEvent.click(
      within(dialog.getByRole('alert')).getByRole('button', { name: text('message.retry') }),
    );
    await expect(args.onRetryMessage).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { page: undefined, loading: true, mailServerConfigured: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(common('loading'))).toBeVisible();
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { page: undefined, errorText: 'Keine Verbindung zum Server.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: common('retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { page: pageOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('empty') })).toBeVisible();
  },
};

export const NothingMatches: Story = {
  args: { page: pageOf([]), search: outboxSearchSchema.parse({ status: 'failed' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('emptyFiltered') })).toBeVisible();
  },
};

export const Phone: Story = { decorators: [atPhoneWidth], args: { mailServerConfigured: false } };
