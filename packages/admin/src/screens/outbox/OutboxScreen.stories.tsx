import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiClient } from '@wedding/api-client';
import type { OutboxPage } from '@wedding/core';
import { ApiProvider } from '@wedding/dashboard';
import { withDashboardProviders } from '@wedding/dashboard/story-support';
import { useMemo, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { OutboxMessageDetail, OutboxQuery } from '../../data/admin-queries';
import { outboxInvitation, outboxMessages } from '../../fixtures/admin-fixtures';
import { adminText } from '../../i18n/admin-text';
import { chooseOption } from '../../story-support';
import { OutboxScreen } from './OutboxScreen';
import { outboxSearchSchema } from './outbox-search';

const text = adminText('outbox', 'de');

type OutboxCall = (input: { query: OutboxQuery }, request?: { signal?: AbortSignal }) => Promise<OutboxPage>;
type MessageCall = (
  input: { params: { messageId: string } },
  request?: { signal?: AbortSignal },
) => Promise<{ message: OutboxMessageDetail }>;

/** The API's outbox over the fixture: the status filter applied, one page. */
const answerOutbox = async ({ query }: { query: OutboxQuery }): Promise<OutboxPage> => {
  const data = outboxMessages.filter((message) => !query.status || message.status === query.status);
  return {
    data,
    total: data.length,
    page: query.page,
    limit: query.limit,
    totalPages: 1,
    mailServerConfigured: false,
  };
};

/** The screen against a fake API of the two outbox calls, its URL state kept like the route's. */
function OutboxScreenStory({ outbox, outboxMessage }: { outbox: OutboxCall; outboxMessage: MessageCall }) {
  const [search, setSearch] = useState(outboxSearchSchema.parse({}));
  const api = useMemo(
    () => ({ staff: { outbox, outboxMessage } }) as unknown as ApiClient,
    [outbox, outboxMessage],
  );
  return (
    <ApiProvider client={api}>
      <OutboxScreen
        search={search}
        onSearchChange={(patch) => setSearch((current) => ({ ...current, ...patch }))}
      />
    </ApiProvider>
  );
}

const meta = {
  title: 'Admin/Outbox/Screen',
  component: OutboxScreenStory,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/admin/outbox' },
  args: {
    outbox: fn<OutboxCall>(answerOutbox),
    outboxMessage: fn<MessageCall>(async () => ({ message: outboxInvitation })),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <OutboxScreenStory {...args} />
    </div>
  ),
} satisfies Meta<typeof OutboxScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The status filter changes the API's query (page 1 again), and the list shows its answer. */
export const FilterAsksTheApi: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByText(outboxMessages[0]!.toAddress)).toBeVisible();
    await expect(args.outbox).toHaveBeenLastCalledWith(
      { query: { page: 1, limit: 20, search: undefined, status: undefined } },
      expect.objectContaining({ signal: expect.anything() }),
    );
    await expect(canvas.getByRole('note')).toHaveTextContent(text('noMailServer'));
    await chooseOption(canvas, userEvent, text('filter.status'), text('status.failed'));
    await waitFor(() =>
      expect(args.outbox).toHaveBeenLastCalledWith(
        { query: { page: 1, limit: 20, search: undefined, status: 'failed' } },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(canvas.queryByText(outboxMessages[0]!.toAddress)).toBeNull());
    const table = within(canvas.getByRole('table', { name: text('tableLabel') }));
    await expect(table.getByRole('button', { name: outboxMessages[1]!.subject })).toBeVisible();
  },
};

/** A subject asks the API for that message and shows it. */
export const OpenAsksForTheMessage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: outboxInvitation.subject }));
    await expect(
      await within(document.body).findByTitle(
        text('message.htmlFrame', { subject: outboxInvitation.subject }),
      ),
    ).toBeVisible();
    await expect(args.outboxMessage).toHaveBeenCalledWith(
      { params: { messageId: outboxInvitation.id } },
      expect.anything(),
    );
  },
};
