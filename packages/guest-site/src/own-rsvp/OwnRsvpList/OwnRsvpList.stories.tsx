import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { type OwnRsvpClient, OwnRsvpError } from '@wedding/rsvp';
import { expect, fn, waitFor, within } from 'storybook/test';
import { atPhoneWidth, phoneFrameOverflow, withSiteProviders } from '../../frame/story-support';
import { declinedRsvpFixture, ownRsvpFixture } from '../fixtures/own-rsvp-fixtures';
import { ownRsvpText } from '../own-rsvp-text';
import { OwnRsvps } from './OwnRsvps';

/** The API's answers, faked (the e2e test walks the real one): what this device sent. */
function storyClient(overrides: Partial<OwnRsvpClient> = {}): OwnRsvpClient {
  return {
    byToken: fn(),
    deleteByToken: fn(),
    mine: fn(async () => [declinedRsvpFixture, ownRsvpFixture]),
    deleteMine: fn(async () => undefined),
    ...overrides,
  };
}

const text = (key: Parameters<typeof ownRsvpText>[0], params?: Record<string, string>) =>
  ownRsvpText(key, 'de', params);
const page = () => within(document.body);

const meta = {
  title: 'Guest site/Own RSVP/Your answers',
  tags: ['autodocs'],
  component: OwnRsvps,
  decorators: [withSiteProviders],
  args: { slug: 'lena-und-jonas', locale: 'de' },
  render: (args) => (
    <main style={{ maxWidth: '40rem', padding: '1rem' }}>
      <OwnRsvps {...args} />
    </main>
  ),
} satisfies Meta<typeof OwnRsvps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two answers from this phone; each opens to everything it said, and deleting one asks first. */
export const ListAndDelete: Story = {
  args: { client: storyClient() },
  play: async ({ canvas, userEvent, args }) => {
    const list = await canvas.findByRole('region', { name: text('mine.heading') });
    const items = [...list.querySelectorAll<HTMLElement>(':scope > ul > li')];
    await expect(items).toHaveLength(2);
    const ayse = items[1] as HTMLElement;
    await userEvent.click(within(ayse).getByText(ownRsvpFixture.name, { selector: 'summary *' }));
    await expect(within(ayse).getByText(/Haselnüsse/)).toBeVisible();
    const remove = within(ayse).getByRole('button', { name: text('manage.delete') });
    await expect(remove).toHaveAccessibleDescription(ownRsvpFixture.name);
    await userEvent.click(remove);
    const dialog = within(await page().findByRole('alertdialog', { name: text('delete.title') }));
    await userEvent.click(dialog.getByRole('button', { name: text('delete.confirm') }));
    await waitFor(() =>
      expect(args.client?.deleteMine).toHaveBeenCalledWith('lena-und-jonas', ownRsvpFixture.id),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      text('mine.deleted', { name: ownRsvpFixture.name }),
    );
    await waitFor(() => expect(canvas.getByRole('heading', { name: text('mine.heading') })).toHaveFocus());
  },
};

/** A refused deletion is named in the dialog; Cancel keeps the answer. */
export const DeleteRefused: Story = {
  args: {
    client: storyClient({
      deleteMine: fn(async () => Promise.reject(new OwnRsvpError(429, 'tooManyRequests'))),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: text('mine.heading') });
    await userEvent.click(canvas.getAllByRole('button', { name: text('manage.delete') })[0] as HTMLElement);
    const dialog = within(await page().findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: text('delete.confirm') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(translate('api.tooManyRequests', 'de'));
    await userEvent.click(dialog.getByRole('button', { name: text('delete.cancel') }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getAllByRole('button', { name: text('manage.delete') })).toHaveLength(2);
  },
};

/** Nothing sent from this device: nothing shown. */
export const NothingSent: Story = {
  args: { client: storyClient({ mine: fn(async () => []) }) },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(args.client?.mine).toHaveBeenCalled());
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Turkish on a 360 px phone, the details open. */
export const TurkishAtPhoneWidth: Story = {
  args: { client: storyClient(), locale: 'tr' },
  decorators: [atPhoneWidth],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('region', { name: ownRsvpText('mine.heading', 'tr') });
    for (const summary of canvasElement.querySelectorAll('summary')) await userEvent.click(summary);
    await expect(phoneFrameOverflow(canvasElement)).toEqual([]);
  },
};
