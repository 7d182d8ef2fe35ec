import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_GUEST_LIST_QUERY, MESSAGE_CATALOGS } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { guestCounts, guestEntries, guestNames, guestPage, manyGuests } from '../fixtures/guest-fixtures';
import { guestsText } from '../i18n/guests-text';
import { atPhoneWidth, withGuestsProviders } from '../story-support';
import { GuestListView } from './GuestListView';
import { guestListEditing } from './guest-list-editing';

const text = guestsText('list', 'de');
const core = MESSAGE_CATALOGS.de;

const meta = {
  title: 'Guests/Guest list',
  component: GuestListView,
  decorators: [withGuestsProviders],
  args: {
    query: { ...DEFAULT_GUEST_LIST_QUERY },
    status: 'ready',
    page: guestPage(),
    names: guestNames,
    counts: guestCounts,
    searchDraft: '',
    onSearchDraftChange: fn(),
    onSearchCommit: fn(),
    suggestions: [],
    onQueryChange: fn(),
    layout: 'table',
    onLayoutChange: fn(),
    filterPanelOpen: false,
    onFilterPanelOpenChange: fn(),
    announcement: '',
    shortcutModifier: 'Strg',
    onRetry: fn(),
    onAdd: fn(),
    onQuickAdd: fn(async () => undefined),
    onImport: fn(),
    onExport: fn(),
    onRowAction: fn(),
    onInlineEdit: fn(async () => undefined),
  },
} satisfies Meta<typeof GuestListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The table: parties together (Heinz under Gisela), answers as badges, head-counts with the unnamed plus-one. */
export const Table: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: text('table.label') });
    await expect(within(table).getByText(text('party.companionOf', { name: 'Tante Gisela' }))).toBeVisible();
    await expect(
      canvas.getByText(text('summary', { entries: '5', households: '4', people: '6', plusOnes: '1' })),
    ).toBeVisible();
    await expect(canvas.getByText(text('shortcuts', { modifier: 'Strg' }))).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: text('search.label') }), 'Gi');
    // The view is controlled: each keystroke reports the box's text plus that key.
    await expect(args.onSearchDraftChange).toHaveBeenCalledWith('G', 'header');
    await userEvent.click(canvas.getByRole('button', { name: text('add') }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/**
 * Inline edit (docs/requirements.md B2): Enter saves the changed value, Escape cancels, an unchanged value is not
 * saved.
 */
export const InlineEdit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: text('table.label') });
    const people = within(table).getAllByRole('button', { name: /Personen bearbeiten/ });
    await userEvent.click(people[3] as HTMLElement);
    const field = canvas.getByRole('textbox', { name: /Personen bearbeiten/ });
    await userEvent.clear(field);
    await userEvent.type(field, '3{Enter}');
    await waitFor(() =>
      expect(args.onInlineEdit).toHaveBeenCalledWith(guestEntries[3], 'estimatedGuests', 3),
    );
    const names = within(table).getAllByRole('button', { name: /Name bearbeiten/ });
    await userEvent.click(names[0] as HTMLElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name bearbeiten/ }), 'X{Escape}');
    await expect(args.onInlineEdit).toHaveBeenCalledTimes(1);
  },
};

/** Row actions in the 120 px column: details, edit, link or unlink, delete. */
export const RowActions: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: text('actions.label', { name: 'Onkel Heinz' }) }),
    );
    const menu = within(document.body).getByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: text('action.ungroup') })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: text('action.delete') }));
    await expect(args.onRowAction).toHaveBeenCalledWith(guestEntries[2], 'delete');
  },
};

/** A viewer reads the list and exports it; adding, importing, inline edits and the changing row actions are gone. */
export const ReadOnlyForViewer: Story = {
  args: { editing: guestListEditing({ role: 'viewer', side: null }) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: text('export') })).toBeVisible();
    // Told why, and offered no shortcut for a new guest.
    await expect(canvas.getByText(text('limit.viewOnly'))).toBeVisible();
    await expect(canvas.getByText(text('shortcuts.readOnly', { modifier: 'Strg' }))).toBeVisible();
    for (const name of [text('add'), text('import')]) {
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    }
    const table = canvas.getByRole('table', { name: text('table.label') });
    await expect(within(table).queryByRole('button', { name: /bearbeiten/ })).toBeNull();
    await expect(within(table).getByText('Anna Berg')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('actions.label', { name: 'Anna Berg' }) }));
    const menu = within(document.body).getByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([text('action.details')]);
  },
};

/** A side editor (here the groom's side) changes Gisela's party but only reads the bride's guests. */
export const SideEditor: Story = {
  args: { editing: guestListEditing({ role: 'sideEditor', side: 'partner2' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text('add') })).toBeVisible();
    await expect(canvas.getByText(text('limit.ownSide', { side: text('side.partner2') }))).toBeVisible();
    const table = canvas.getByRole('table', { name: text('table.label') });
    const editableNames = within(table).getAllByRole('button', { name: /Name bearbeiten/ });
    await expect(editableNames.map((button) => button.textContent?.split(',')[0])).toEqual([
      'Tante Gisela',
      'Onkel Heinz',
    ]);
  },
};

export const Cards: Story = {
  args: { layout: 'cards' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: text('table.label') })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: text('view.cards') })).toBeChecked();
  },
};

/** The filter side panel with its own search, and the chips of the active filters and the search. */
export const Filtered: Story = {
  args: {
    query: { ...DEFAULT_GUEST_LIST_QUERY, category: 'family', rsvpStatus: 'attending', search: 'an' },
    searchDraft: 'an',
    filterPanelOpen: true,
    page: guestPage(guestEntries.slice(0, 2)),
  },
  play: async ({ canvas, userEvent, args }) => {
    const panel = canvas.getByRole('region', { name: text('filters.title') });
    await userEvent.type(within(panel).getByRole('searchbox', { name: text('filters.search') }), 'n');
    await expect(args.onSearchDraftChange).toHaveBeenLastCalledWith('ann', 'panel');
    const chip = `${text('filter.category')}: ${text('category.family')}`;
    await userEvent.click(canvas.getByRole('button', { name: text('chip.remove', { label: chip }) }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ category: undefined, page: 1 });
    await userEvent.click(canvas.getByRole('button', { name: text('filters.close') }));
    await expect(args.onFilterPanelOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Suggestions from 2 typed characters (docs/requirements.md B5), picked at once. */
export const Suggestions: Story = {
  args: { searchDraft: 'We', suggestions: ['Jonas Weber'] },
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: text('search.suggestions') });
    await userEvent.click(within(list).getByRole('button', { name: 'Jonas Weber' }));
    await expect(args.onSearchCommit).toHaveBeenCalledWith('Jonas Weber');
  },
};

export const NoGuestsYet: Story = {
  args: { page: guestPage([]), counts: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(core['guest.noneYet'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('addFirst') }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const NoneFound: Story = {
  args: { page: guestPage([]), query: { ...DEFAULT_GUEST_LIST_QUERY, side: 'partner2' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(core['guest.noneFound'])).toBeVisible();
  },
};

/** docs/requirements.md B8: the load failure shows inline with a retry (the screen raises the toast). */
export const LoadFailed: Story = {
  args: { status: 'error', page: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(core['guest.loadError']);
    await userEvent.click(canvas.getByRole('button', { name: core.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', page: null, counts: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('loading'))).toBeVisible();
  },
};

/** Many guests: the virtualised table keeps few rows in the DOM; pages and page size. */
export const ManyPages: Story = {
  args: {
    page: guestPage(manyGuests, 50, 2),
    query: { ...DEFAULT_GUEST_LIST_QUERY, page: 2 },
    announcement: text('announce.results', { count: 240 }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(text('pageInfo', { page: 2, pages: 5 }))).toBeVisible();
    await expect(canvas.getByText(text('announce.results', { count: 240 }))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Seite 3$/ }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ page: 3 });
    await expect(canvas.getAllByRole('row').length).toBeLessThan(50);
  },
};

/** 360 px: the sticky search header first, cards instead of the table. */
export const Phone: Story = {
  decorators: [atPhoneWidth],
  args: { layout: 'cards' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: text('search.label') })).toBeVisible();
    await expect(canvas.getByRole('list', { name: text('table.label') })).toBeVisible();
  },
};
