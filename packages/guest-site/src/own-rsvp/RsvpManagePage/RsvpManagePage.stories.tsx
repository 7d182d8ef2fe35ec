import type { Meta, StoryObj } from '@storybook/react-vite';
import { translate } from '@wedding/core';
import { type OwnRsvpClient, OwnRsvpError } from '@wedding/rsvp';
import { expect, fn, waitFor, within } from 'storybook/test';
import { siteThemeCssVars } from '../../frame/site-theme/site-theme';
import { atPhoneWidth, phoneFrameOverflow, storyColorMode } from '../../frame/story-support';
import { ownRsvpFixture } from '../fixtures/own-rsvp-fixtures';
import { ownRsvpText } from '../own-rsvp-text';
import { RsvpManagePage } from './RsvpManagePage';

const card = { slug: 'lena-und-jonas', brideName: 'Lena', groomName: 'Jonas' };

/** The API's answers, faked (the e2e test walks the real one): the answer, until it is deleted. */
function storyClient(overrides: Partial<OwnRsvpClient> = {}): OwnRsvpClient {
  return {
    byToken: fn(async () => ({ rsvp: ownRsvpFixture, wedding: { slug: card.slug } })),
    deleteByToken: fn(async () => undefined),
    mine: fn(async () => []),
    deleteMine: fn(async () => undefined),
    ...overrides,
  };
}

const text = (key: Parameters<typeof ownRsvpText>[0]) => ownRsvpText(key, 'de');
const page = () => within(document.body);

const meta = {
  title: 'Guest site/Own RSVP/Private RSVP page',
  tags: ['autodocs'],
  component: RsvpManagePage,
  args: {
    card,
    locale: 'de',
    themeCssVars: siteThemeCssVars(),
    onLocaleChange: fn(),
    readToken: (): string | null => 'cm3r1x0k000001.qW8sZ4u2_fYk9LhP0aXv3nB7eR1tM6yC5dJ2gH8iO4w',
    forgetToken: fn(),
  },
  render: (args, { globals }) => <RsvpManagePage {...args} colorMode={storyColorMode(globals)} />,
} satisfies Meta<typeof RsvpManagePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything the guest sent; delete asks first (Cancel keeps it), then the page says it is gone. */
export const SeeAndDelete: Story = {
  args: { client: storyClient() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByText(text('manage.intro'))).toBeVisible();
    await expect(canvas.getByText(translate('rsvp.attending', 'de'))).toBeVisible();
    await expect(canvas.getByText(/Haselnüsse/)).toBeVisible();
    const remove = canvas.getByRole('button', { name: text('manage.delete') });
    await userEvent.click(remove);
    const dialog = within(await page().findByRole('alertdialog', { name: text('delete.title') }));
    await expect(dialog.getByRole('button', { name: text('delete.cancel') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(remove).toHaveFocus();
    await userEvent.click(remove);
    await userEvent.click(
      within(await page().findByRole('alertdialog')).getByRole('button', { name: text('delete.confirm') }),
    );
    const heading = await canvas.findByRole('heading', { level: 1, name: text('manage.deletedTitle') });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(text('manage.deletedText'));
    await expect(args.client?.deleteByToken).toHaveBeenCalledWith(
      'cm3r1x0k000001.qW8sZ4u2_fYk9LhP0aXv3nB7eR1tM6yC5dJ2gH8iO4w',
    );
    await expect(args.forgetToken).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: text('manage.toSite') })).toHaveAttribute(
      'href',
      '/de/w/lena-und-jonas',
    );
  },
};

/** A failed deletion stays in the dialog, in the guest's language; the answer is still there. */
export const DeleteFails: Story = {
  args: {
    client: storyClient({ deleteByToken: fn(async () => Promise.reject(new OwnRsvpError(0, undefined))) }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text('manage.delete') }));
    const dialog = within(await page().findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: text('delete.confirm') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
  },
};

/** The link was deleted already (or cut short): 404 says so. */
export const NotFound: Story = {
  args: {
    client: storyClient({ byToken: fn(async () => Promise.reject(new OwnRsvpError(404, 'rsvpNotFound'))) }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text('manage.notFoundTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(translate('rsvpNotFound', 'de'))).toBeVisible();
  },
};

/** A link without the token after '#'. */
export const IncompleteLink: Story = {
  args: { client: storyClient(), readToken: () => null },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text('manage.missingTokenTitle') }),
    ).toBeVisible();
  },
};

/** No answer from the server: the reason and a retry. */
export const Failed: Story = {
  args: {
    client: storyClient({ byToken: fn(async () => Promise.reject(new OwnRsvpError(503, undefined))) }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(translate('errors.serverError', 'de'));
    await expect(canvas.getByRole('button', { name: translate('retry', 'de') })).toBeVisible();
  },
};

/** Hindi on a 360 px phone: the answer, its long names and the buttons fit. */
export const HindiAtPhoneWidth: Story = {
  args: { client: storyClient(), locale: 'hi' },
  decorators: [atPhoneWidth],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(ownRsvpText('manage.intro', 'hi'));
    await expect(phoneFrameOverflow(canvasElement)).toEqual([]);
  },
};
