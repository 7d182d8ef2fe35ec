import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, withDashboardProviders, withSearchState } from '../../story-support';
import { giftList, storyEvents, storyGifts, storyHouseholds } from './fixtures/gift-fixtures';
import { GiftsView } from './GiftsView';

const text = dashboardText('gifts', 'de');
const page = () => within(document.body);
/** A select's button is named by its value, then its label. */
const selectNamed = (label: string) => new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const Stateful = withSearchState(GiftsView);

const meta = {
  title: 'Dashboard/Gifts',
  tags: ['autodocs'],
  component: GiftsView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/wedding/gifts' },
  args: {
    status: 'ready',
    gifts: giftList(storyGifts),
    households: storyHouseholds,
    events: storyEvents,
    search: {},
    onSearchChange: fn(),
    mayEdit: true,
    defaultCurrency: 'EUR',
    today: '2027-06-21',
    onSave: fn(async () => undefined),
    onMark: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onExport: fn(async () => undefined),
    onRetry: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof GiftsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each gift with its household, amount, date, event and where its thank-you note stands. */
export const Gifts: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = within(canvas.getByRole('list', { name: text('list.label') }));
    await expect(list.getAllByRole('article')).toHaveLength(3);
    await expect(list.getByText('250,00 €')).toBeVisible();
    await expect(canvas.getByText(text('counts.toThank', { count: 2 }))).toBeVisible();
    await expect(list.getByText(text('gift.atEvent', { event: 'Abendessen' }))).toBeVisible();
    // A sent note offers nothing more to mark.
    const card = (household: string) => within(list.getByRole('article', { name: household }));
    await expect(card('Clara Gast').queryByRole('button', { name: text('gift.markSent') })).toBeNull();
    await userEvent.click(card('Tante Gisela').getByRole('button', { name: text('gift.markSent') }));
    await expect(args.onMark).toHaveBeenCalledWith(expect.objectContaining({ id: 'g2' }), 'sent');
    await userEvent.click(canvas.getByRole('button', { name: text('export.xlsx') }));
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
  },
};

/** Recording a gift: the household, what, an amount typed with a comma, and the thank-you note to write. */
export const RecordGift: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('add') }));
    const dialog = within(await page().findByRole('dialog', { name: text('dialog.add') }));
    await userEvent.click(dialog.getByRole('button', { name: selectNamed(text('field.household')) }));
    await userEvent.click(await page().findByRole('option', { name: 'Clara Gast' }));
    await userEvent.type(dialog.getByRole('textbox', { name: text('field.description') }), 'Blumenvase');
    await userEvent.type(dialog.getByRole('textbox', { name: text('field.amount') }), '49,90');
    await userEvent.click(dialog.getByRole('button', { name: text('save') }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          householdId: 'hh-clara',
          description: 'Blumenvase',
          amount: 49.9,
          currency: 'EUR',
          receivedOn: '2027-06-21',
          thankYouStatus: 'toWrite',
        }),
        null,
      ),
    );
  },
};

/** Nothing typed is lost and the problem is named at its field: a gift needs its household and what it was. */
export const RecordGiftIncomplete: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text('add') }));
    const dialog = within(await page().findByRole('dialog', { name: text('dialog.add') }));
    await userEvent.type(dialog.getByRole('textbox', { name: text('field.amount') }), 'zwölf');
    await userEvent.click(dialog.getByRole('button', { name: text('save') }));
    await expect(await dialog.findByText(translate('validation.invalidType', 'de'))).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: text('field.amount') })).toHaveValue('zwölf');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The "still to thank" view once every note is sent. */
export const AllThanked: Story = {
  args: { search: { view: 'toThank' }, gifts: giftList([], storyGifts) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('allThanked') })).toBeVisible();
  },
};

/** Switching to the "still to thank" view asks for it. */
export const StillToThank: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: text('view.toThank') }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ view: 'toThank' });
  },
};

/** A viewer reads the list and exports it; recording and changing gifts are not offered. */
export const ReadOnly: Story = {
  args: { mayEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: text('add') })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: text('gift.editNamed', { household: 'Tante Gisela' }) }),
    ).toBeNull();
    await expect(canvas.getByRole('button', { name: text('export.csv') })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { gifts: giftList([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('emptyTitle') })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', gifts: null, error: new ApiError(0, 'networkError') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
  },
};

export const Phone: Story = {
  decorators: [atPhoneWidth],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: text('list.label') });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};
