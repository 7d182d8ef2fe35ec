import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { expect, fn, waitFor } from 'storybook/test';
import { siteThemeCssVars } from '../../frame/site-theme/site-theme';
import { atPhoneWidth, phoneFrameOverflow, storyColorMode } from '../../frame/story-support';
import { type UnsubscribeClient, UnsubscribeError } from '../unsubscribe-client';
import { unsubscribeText } from '../unsubscribe-text';
import { UnsubscribePage } from './UnsubscribePage';

const card = { slug: 'lena-und-jonas', brideName: 'Lena', groomName: 'Jonas' };
const TOKEN = 'qW8sZ4u2_fYk9LhP0aXv3nB7eR1tM6yC5dJ2gH8iO4w';
const target = { couple: 'Lena & Jonas', address: 'ada.lovelace@example.org' };

/** The API's answers, faked (apps/api tests the real ones): the address, not unsubscribed yet. */
function storyClient(overrides: Partial<UnsubscribeClient> = {}): UnsubscribeClient {
  return {
    read: fn(async () => ({ ...target, unsubscribed: false })),
    unsubscribe: fn(async () => ({ unsubscribed: true as const })),
    ...overrides,
  };
}

type Key = Parameters<typeof unsubscribeText>[0];
const text = (key: Key, params?: Record<string, string>) => unsubscribeText(key, 'de', params);

const meta = {
  title: 'Guest site/Unsubscribe page',
  tags: ['autodocs'],
  component: UnsubscribePage,
  args: {
    card,
    locale: 'de',
    themeCssVars: siteThemeCssVars(),
    onLocaleChange: fn(),
    readToken: (): string | null => TOKEN,
    client: storyClient(),
  },
  render: (args, { globals }) => <UnsubscribePage {...args} colorMode={storyColorMode(globals)} />,
} satisfies Meta<typeof UnsubscribePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the link is checked (also what the server renders: the token is in the fragment). */
export const Loading: Story = {
  args: { client: storyClient({ read: fn(() => new Promise<never>(() => {})) }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text('heading') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(text('loading'));
    await expect(canvas.queryByRole('button', { name: text('confirm') })).toBeNull();
  },
};

/** What the link names (the couple and the address) and the one button; the way back to the site. */
export const Ready: Story = {
  args: { client: storyClient() },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(text('ready', target))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('confirm') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('toSite') })).toHaveAttribute(
      'href',
      '/de/w/lena-und-jonas',
    );
    await expect(args.client?.read).toHaveBeenCalledWith(TOKEN, expect.anything());
    await expect(args.client?.unsubscribe).not.toHaveBeenCalled();
  },
};

/** By keyboard alone: the button, Enter, and the confirmation at the heading, which takes the focus. */
export const Done: Story = {
  args: { client: storyClient() },
  play: async ({ canvas, userEvent, args }) => {
    const button = await canvas.findByRole('button', { name: text('confirm') });
    // Theme toggle, language, the link back to the site, then the button.
    for (let presses = 0; presses < 4; presses += 1) await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 1, name: text('doneTitle') });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(text('done', target));
    await expect(args.client?.unsubscribe).toHaveBeenCalledTimes(1);
    await expect(args.client?.unsubscribe).toHaveBeenCalledWith(TOKEN);
    await expect(canvas.queryByRole('button', { name: text('confirm') })).toBeNull();
  },
};

/** The address was unsubscribed before (an older email's link): it says so, nothing to press. */
export const AlreadyUnsubscribed: Story = {
  args: { client: storyClient({ read: fn(async () => ({ ...target, unsubscribed: true })) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: text('alreadyTitle') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(text('already', target));
    await expect(canvas.queryByRole('button', { name: text('confirm') })).toBeNull();
  },
};

/** A link that names no email (cut short, altered, or its email deleted): a clear message, no button. */
export const InvalidLink: Story = {
  args: {
    client: storyClient({ read: fn(async () => Promise.reject(new UnsubscribeError(400, 'linkInvalid'))) }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: text('invalidTitle') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(text('invalid'));
    await expect(canvas.queryByRole('button', { name: text('confirm') })).toBeNull();
  },
};

/** No answer from the server: the reason and a retry. */
export const CheckFailed: Story = {
  args: {
    client: storyClient({ read: fn(async () => Promise.reject(new UnsubscribeError(0, undefined))) }),
  },
  play: async ({ canvas }) => {
    // The alert is on the page from the start (so its text is announced): wait for the text.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(translate('networkError', 'de')));
    await expect(canvas.getByRole('button', { name: translate('retry', 'de') })).toBeVisible();
  },
};

/** The first send of the story fails (Storybook resets mocks' queued answers, so the count lives here). */
let sends = 0;

/** A send that failed keeps the address and the button, with the reason; pressing again works. */
export const SendFailsThenWorks: Story = {
  args: {
    client: storyClient({
      unsubscribe: fn(async () => {
        sends += 1;
        if (sends === 1) throw new UnsubscribeError(503, undefined);
        return { unsubscribed: true as const };
      }),
    }),
  },
  beforeEach: () => {
    sends = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('confirm') }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(translate('errors.serverError', 'de')),
    );
    await expect(canvas.getByText(text('ready', target))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('confirm') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: text('doneTitle') })).toBeVisible();
  },
};

/** Hindi on a 360 px phone: a long address breaks inside the card, the buttons fit. */
export const HindiAtPhoneWidth: Story = {
  args: {
    locale: 'hi',
    client: storyClient({
      read: fn(async () => ({
        ...target,
        address: 'siddharth.venkataraman.family.invitations@example-wedding-mail.org',
        unsubscribed: false,
      })),
    }),
  },
  decorators: [atPhoneWidth],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: unsubscribeText('confirm', 'hi') });
    await expect(phoneFrameOverflow(canvasElement)).toEqual([]);
  },
};

/** A wedding whose card names nobody, with a link from it that names no couple either. */
export const PrivateWeddingInEnglish: Story = {
  args: {
    locale: 'en',
    card: { slug: 'private', brideName: null, groomName: null },
    client: storyClient({ read: fn(async () => ({ ...target, couple: '', unsubscribed: false })) }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(unsubscribeText('readyNoCouple', 'en', { address: target.address })),
    ).toBeVisible();
  },
};
