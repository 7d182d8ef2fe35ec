import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fullGuest, guestEntries, guestHistory } from '../fixtures/guest-fixtures';
import { guestsText } from '../i18n/guests-text';
import { withGuestsProviders } from '../story-support';
import { ExportDialog } from '../transfer/ExportDialog';
import { GroupGuestsDialog } from './GroupGuestsDialog';
import { GuestDetailDialog } from './GuestDetailDialog';

const text = guestsText('list', 'de');
const body = () => within(document.body);

const meta = {
  title: 'Guests/Guest dialogs',
  component: GuestDetailDialog,
  decorators: [withGuestsProviders],
  args: { open: true, onOpenChange: fn(), guest: fullGuest, history: guestHistory, onEdit: fn() },
} satisfies Meta<typeof GuestDetailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The detail dialog: the guest's facts and the change history (who changed what, when). */
export const Details: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = body().getByRole('dialog', { name: text('detail.title', { name: 'Jonas Weber' }) });
    await waitFor(() => expect(within(dialog).getByText('Bringt seine Partnerin mit & Hund')).toBeVisible());
    await waitFor(() =>
      expect(
        within(dialog).getByText(
          text('history.change', { field: text('field.estimatedGuests'), from: '1', to: '2' }),
        ),
      ).toBeVisible(),
    );
    // A party formed: the role reads as a word, not the stored value.
    await expect(
      within(dialog).getByText(
        text('history.change', {
          field: text('field.groupRole'),
          from: text('history.empty.value'),
          to: text('groupRole.primary'),
        }),
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: text('detail.edit') }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

export const DetailsLoading: Story = {
  args: { guest: null, history: null },
  play: async () => {
    await waitFor(() => expect(body().getByRole('dialog', { name: text('detail.loading') })).toBeVisible());
  },
};

/** The grouping action: choose the companions of a guest. */
export const Group: Story = {
  render: () => {
    const onSave = fn();
    return (
      <GroupGuestsDialog
        head={guestEntries[0] ?? null}
        onOpenChange={fn()}
        candidates={guestEntries}
        search=""
        onSearchChange={fn()}
        onSave={onSave}
      />
    );
  },
  play: async ({ userEvent }) => {
    const dialog = body().getByRole('dialog', { name: text('group.title', { name: 'Anna Berg' }) });
    // Heads of other parties cannot become companions; the guest is not offered to themselves.
    await expect(within(dialog).queryByRole('checkbox', { name: 'Tante Gisela' })).toBeNull();
    await expect(within(dialog).queryByRole('checkbox', { name: 'Anna Berg' })).toBeNull();
    const save = within(dialog).getByRole('button', { name: text('group.save') });
    await expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Jonas Weber' }));
    await expect(save).toBeEnabled();
  },
};

/** Exports: every file holds exactly the filtered list. */
export const Export: Story = {
  render: () => <ExportDialog open onOpenChange={fn()} scope={text('export.description')} onExport={fn()} />,
  play: async () => {
    const dialog = body().getByRole('dialog', { name: text('export') });
    for (const key of [
      'export.guestsXlsx',
      'export.guestsCsv',
      'export.caterer',
      'export.stationer',
    ] as const) {
      await waitFor(() => expect(within(dialog).getByRole('button', { name: text(key) })).toBeVisible());
    }
  },
};
