import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, ApiError } from '@wedding/api-client';
import { DEFAULT_GUEST_LIST_QUERY, type GuestListQuery, MESSAGE_CATALOGS } from '@wedding/core';
import { ApiProvider, CurrentWeddingProvider, queryKeys } from '@wedding/dashboard';
import { uiMessages } from '@wedding/ui';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fakeGuestApi, fakeGuestCalls, storyWedding } from '../fixtures/fake-guest-api';
import { guestsText } from '../i18n/guests-text';
import { atPhoneWidth, withGuestsProviders } from '../story-support';
import { GuestListScreen } from './GuestListScreen';

const text = guestsText('list', 'de');
const formText = guestsText('form', 'de');
const core = MESSAGE_CATALOGS.de;
const ui = uiMessages.de;
const WEDDING = 'w-1';

type Calls = ApiClient['guests'];
type Canvas = ReturnType<typeof within>;
type StoryUser = { click: (element: Element) => Promise<void> };

const page = () => within(document.body);
const toasts = () => within(page().getByRole('region', { name: ui['toast.region'] }));
const table = (canvas: Canvas) => within(canvas.getByRole('table', { name: text('table.label') }));
/**
 * The toasts and the table while a modal dialog is open: the dialog hides the rest of the page from assistive
 * technology (aria-hidden), which also takes the region's accessible name, so they are found by their markup then.
 */
const toastsBehindDialog = () => {
  const region = document.querySelector(`section[aria-label="${ui['toast.region']}"]`);
  if (!(region instanceof HTMLElement)) throw new Error('no toast region');
  return within(region);
};
const tableBehindDialog = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: text('table.label'), hidden: true }));
const rowOf = async (canvas: Canvas, name: string) =>
  within((await table(canvas).findByText(name)).closest('tr') as HTMLElement);
const quickField = (canvas: Canvas) => canvas.getByRole('textbox', { name: text('quickAdd.name') });

/** The guest list as the dashboard mounts it, against the story's guest calls; the URL state is kept here. */
function GuestListScreenStory(
  calls: Pick<Calls, 'rows' | 'get' | 'create' | 'update' | 'remove' | 'group' | 'ungroup'>,
) {
  const [api] = useState(() => fakeGuestApi(calls));
  const queryClient = useQueryClient();
  // The dashboard's shell has the person's weddings (and their role in each) before any screen renders.
  useState(() => queryClient.setQueryData(queryKeys.weddings, [storyWedding(WEDDING)]));
  const [search, setSearch] = useState<GuestListQuery>({ ...DEFAULT_GUEST_LIST_QUERY });
  return (
    <ApiProvider client={api}>
      <CurrentWeddingProvider weddingId={WEDDING}>
        <GuestListScreen search={search} onSearchChange={setSearch} />
      </CurrentWeddingProvider>
    </ApiProvider>
  );
}

// A fresh list for every story (beforeEach): what one story saved is not on the next one's list.
let server = fakeGuestCalls();
/** How many reads of the list fail before one succeeds (a story that needs a failed load sets it). */
let loadsToFail = 0;
/** What the server answers when its work fails for no reason it names. */
const serverError = () => new ApiError(500, undefined);

const meta = {
  title: 'Guests/Guest list screen',
  component: GuestListScreenStory,
  decorators: [withGuestsProviders],
  beforeEach: () => {
    server = fakeGuestCalls();
    loadsToFail = 0;
  },
  args: {
    rows: fn<Calls['rows']>((weddingId, query) => {
      if (loadsToFail === 0) return server.rows(weddingId, query);
      loadsToFail -= 1;
      return Promise.reject(serverError());
    }),
    get: fn<Calls['get']>((weddingId, guestId) => server.get(weddingId, guestId)),
    create: fn<Calls['create']>((weddingId, body) => server.create(weddingId, body)),
    update: fn<Calls['update']>((weddingId, guestId, body) => server.update(weddingId, guestId, body)),
    remove: fn<Calls['remove']>((weddingId, guestId) => server.remove(weddingId, guestId)),
    group: fn<Calls['group']>(async () => ({ message: 'Guests grouped' })),
    ungroup: fn<Calls['ungroup']>(async () => ({ message: 'Guest removed from group' })),
  },
} satisfies Meta<typeof GuestListScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Quick add: a name and Enter create the guest with one expected person; it is on the list, the field is empty and
 * keeps the focus, so the next name can be typed at once.
 */
export const QuickAdd: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: text('quickAdd.name') }),
      'Ida Kern{Enter}',
    );
    await expect(await toasts().findByText(text('quickAdd.done', { name: 'Ida Kern' }))).toBeVisible();
    await expect(args.create).toHaveBeenCalledWith(WEDDING, { name: 'Ida Kern', estimatedGuests: 1 });
    await expect(await table(canvas).findByText('Ida Kern')).toBeVisible();
    await expect(quickField(canvas)).toHaveValue('');
    await expect(quickField(canvas)).toHaveFocus();
    await userEvent.keyboard('Oma Erna{Enter}');
    await expect(await table(canvas).findByText('Oma Erna')).toBeVisible();
    await expect(args.create).toHaveBeenLastCalledWith(WEDDING, { name: 'Oma Erna', estimatedGuests: 1 });
    await expect(
      canvas.getByText(text('summary', { entries: '7', households: '6', people: '8', plusOnes: '1' })),
    ).toBeVisible();
  },
};

/** A refused quick add: the toast and the field say why (the full form's texts by status), the name typed stays. */
export const QuickAddRefused: Story = {
  args: {
    create: fn<Calls['create']>(() =>
      Promise.reject(new ApiError(409, 'A guest with this information already exists')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: text('quickAdd.name') }),
      'Anna Berg{Enter}',
    );
    await expect(await toasts().findByText(core['guestSave.conflict'])).toBeVisible();
    await expect(
      within(canvas.getByRole('form', { name: text('quickAdd.title') })).getByText(
        core['guestSave.conflict'],
      ),
    ).toBeVisible();
    await expect(quickField(canvas)).toHaveValue('Anna Berg');
    await expect(quickField(canvas)).toHaveFocus();
    await expect(table(canvas).getAllByText('Anna Berg')).toHaveLength(1);
  },
};

/** A guest added with only a name opens in the full form with a first and last name proposed from it. */
export const QuickAddedThenEdited: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: text('quickAdd.name') }),
      'Familie Weber{Enter}',
    );
    const row = await rowOf(canvas, 'Familie Weber');
    await userEvent.click(
      row.getByRole('button', { name: text('actions.label', { name: 'Familie Weber' }) }),
    );
    await userEvent.click(page().getByRole('menuitem', { name: text('action.edit') }));
    const dialog = within(
      await page().findByRole('dialog', { name: formText('title.edit', { name: 'Familie Weber' }) }),
    );
    await expect(dialog.getByRole('textbox', { name: formText('field.firstName') })).toHaveValue('Familie');
    await expect(dialog.getByRole('textbox', { name: formText('field.lastName') })).toHaveValue('Weber');
  },
};

/** Quick add at 360 px: the new guest is on the list (cards on a phone's screen, the table in a wide window). */
export const QuickAddOnPhone: Story = {
  decorators: [atPhoneWidth],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: text('quickAdd.name') }),
      'Ida Kern{Enter}',
    );
    const guests = within(canvas.getByLabelText(text('table.label')));
    await expect(await guests.findByText('Ida Kern')).toBeVisible();
    await expect(quickField(canvas)).toHaveFocus();
  },
};

/** A refused inline edit says 'Fehler beim Aktualisieren' and the list is read again (the old value comes back). */
export const InlineEditRefused: Story = {
  args: { update: fn<Calls['update']>(() => Promise.reject(serverError())) },
  play: async ({ canvas, userEvent, args }) => {
    const people = ui['inlineEdit.edit'].replace('{label}', text('column.people'));
    const row = await rowOf(canvas, 'Jonas Weber');
    await userEvent.click(row.getByRole('button', { name: new RegExp(people) }));
    const reads = args.rows.mock.calls.length;
    const editor = canvas.getByRole('textbox', { name: people });
    await userEvent.clear(editor);
    await userEvent.type(editor, '5{Enter}');
    await expect(await toasts().findByText(core['guest.updateError'])).toBeVisible();
    await expect(args.update).toHaveBeenCalledWith(WEDDING, 'g-jonas', { estimatedGuests: 5 });
    await waitFor(() => expect(args.rows.mock.calls.length).toBeGreaterThan(reads));
    await waitFor(() =>
      expect(row.getByRole('button', { name: new RegExp(people) })).toHaveTextContent(/^2,/),
    );
  },
};

/** Chooses a row action of a guest through its menu. */
async function rowAction(canvas: Canvas, userEvent: StoryUser, name: string, action: string) {
  const row = await rowOf(canvas, name);
  await userEvent.click(row.getByRole('button', { name: text('actions.label', { name }) }));
  await userEvent.click(page().getByRole('menuitem', { name: action }));
}

/** Delete: confirmed in a dialog, the guest leaves the list, a toast says so. */
export const DeleteGuest: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await rowAction(canvas, userEvent, 'Mia Schmidt', text('action.delete'));
    const dialog = within(await page().findByRole('alertdialog', { name: text('delete.title') }));
    await expect(dialog.getByText(text('delete.description', { name: 'Mia Schmidt' }))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text('delete.confirm') }));
    await expect(await toasts().findByText(text('delete.done', { name: 'Mia Schmidt' }))).toBeVisible();
    await expect(args.remove).toHaveBeenCalledWith(WEDDING, 'g-mia');
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(table(canvas).queryByText('Mia Schmidt')).toBeNull());
  },
};

/** Cancelling the dialog deletes nothing. */
export const DeleteCancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await rowAction(canvas, userEvent, 'Mia Schmidt', text('action.delete'));
    const dialog = within(await page().findByRole('alertdialog', { name: text('delete.title') }));
    await userEvent.click(dialog.getByRole('button', { name: text('delete.cancel') }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(args.remove).not.toHaveBeenCalled();
    await expect(table(canvas).getByText('Mia Schmidt')).toBeVisible();
  },
};

/** A refused delete shows errors.deleteFailed in the dialog, which stays open; the list is read again. */
export const DeleteRefused: Story = {
  args: { remove: fn<Calls['remove']>(() => Promise.reject(serverError())) },
  play: async ({ canvas, userEvent, args }) => {
    await rowAction(canvas, userEvent, 'Mia Schmidt', text('action.delete'));
    const dialog = within(await page().findByRole('alertdialog', { name: text('delete.title') }));
    const reads = args.rows.mock.calls.length;
    await userEvent.click(dialog.getByRole('button', { name: text('delete.confirm') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(core['errors.deleteFailed']);
    await expect(page().getByRole('alertdialog', { name: text('delete.title') })).toBeVisible();
    await waitFor(() => expect(args.rows.mock.calls.length).toBeGreaterThan(reads));
    await expect(await tableBehindDialog(canvas).findByText('Mia Schmidt')).toBeInTheDocument();
    await expect(toastsBehindDialog().queryByText(text('delete.done', { name: 'Mia Schmidt' }))).toBeNull();
  },
};

/** Links Jonas to Anna's party through the grouping dialog. */
async function linkJonasToAnna(canvas: Canvas, userEvent: StoryUser) {
  await rowAction(canvas, userEvent, 'Anna Berg', text('action.group'));
  const dialog = within(
    await page().findByRole('dialog', { name: text('group.title', { name: 'Anna Berg' }) }),
  );
  await userEvent.click(await dialog.findByRole('checkbox', { name: 'Jonas Weber' }));
  await userEvent.click(dialog.getByRole('button', { name: text('group.save') }));
  return dialog;
}

/** A failed link without the server's reason says 'Fehler beim Verknüpfen'; the dialog and the choice stay. */
export const LinkRefused: Story = {
  args: { group: fn<Calls['group']>(() => Promise.reject(serverError())) },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await linkJonasToAnna(canvas, userEvent);
    await expect(await toastsBehindDialog().findByText(core['group.linkError'])).toBeVisible();
    await expect(args.group).toHaveBeenCalledWith(WEDDING, {
      primaryGuestId: 'g-anna',
      companionGuestIds: ['g-jonas'],
    });
    await expect(dialog.getByRole('checkbox', { name: 'Jonas Weber' })).toBeChecked();
  },
};

/** When the server gives its reason for refusing the link, the toast shows that reason. */
export const LinkRefusedWithReason: Story = {
  args: {
    group: fn<Calls['group']>(() =>
      Promise.reject(new ApiError(422, 'A primary guest of another group cannot become a companion')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await linkJonasToAnna(canvas, userEvent);
    await expect(
      await toastsBehindDialog().findByText('A primary guest of another group cannot become a companion'),
    ).toBeVisible();
    await expect(toastsBehindDialog().queryByText(core['group.linkError'])).toBeNull();
  },
};

/** A failed unlink says 'Fehler beim Trennen'; Heinz stays in Gisela's party. */
export const UnlinkRefused: Story = {
  args: { ungroup: fn<Calls['ungroup']>(() => Promise.reject(serverError())) },
  play: async ({ canvas, userEvent, args }) => {
    await rowAction(canvas, userEvent, 'Onkel Heinz', text('action.ungroup'));
    await expect(await toasts().findByText(core['group.unlinkError'])).toBeVisible();
    await expect(args.ungroup).toHaveBeenCalledWith(WEDDING, 'g-heinz');
    await expect(table(canvas).getByText(text('party.companionOf', { name: 'Tante Gisela' }))).toBeVisible();
  },
};

/** A failed load toasts 'Fehler beim Laden der Gäste' beside the inline retry, which reads the list again. */
export const LoadFailed: Story = {
  beforeEach: () => {
    loadsToFail = 1;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await toasts().findByText(core['guest.loadError'])).toBeVisible();
    const retry = await canvas.findByRole('button', { name: core.retry });
    await expect(retry.closest('[role="alert"]')).toHaveTextContent(core['guest.loadError']);
    await userEvent.click(retry);
    await expect(await table(canvas).findByText('Anna Berg')).toBeVisible();
  },
};
