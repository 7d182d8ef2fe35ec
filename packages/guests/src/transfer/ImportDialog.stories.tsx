import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GuestImportResponse } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { guestsText } from '../i18n/guests-text';
import { withGuestsProviders } from '../story-support';
import { ImportDialog } from './ImportDialog';

const text = guestsText('transfer', 'de');
const preview: GuestImportResponse = {
  dryRun: true,
  created: 1,
  merged: 0,
  skipped: 1,
  rejected: 1,
  rows: [
    { row: 1, outcome: 'create', name: 'Ida Kern', duplicateOf: null, reasons: [] },
    {
      row: 2,
      outcome: 'skip',
      name: 'Anna Berg',
      duplicateOf: { id: 'g-anna', name: 'Anna Berg' },
      reasons: [],
    },
    {
      row: 3,
      outcome: 'reject',
      name: 'Ohne',
      duplicateOf: null,
      reasons: [
        { field: 'estimatedGuests', message: 'Die erwartete Gästezahl muss eine ganze Zahl ab 1 sein' },
      ],
    },
  ],
};

const meta = {
  title: 'Guests/Import',
  component: ImportDialog,
  decorators: [withGuestsProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    onReadSheet: fn(async () => ({ columns: [], rows: [] })),
    onCheck: fn(async () => preview),
    onImport: fn(async () => ({ ...preview, dryRun: false })),
    describeError: () => 'Fehler',
  },
} satisfies Meta<typeof ImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A CSV file: columns suggested from the headers, a preview with each refused row's reasons, then the import. */
export const CsvWithPreview: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: text('title') });
    const csv = 'Vorname,Nachname,Telefon,Personen\nIda,Kern,+49 170 1,1\nAnna,Berg,,1\nOhne,,,drei\n';
    await userEvent.upload(
      within(dialog).getByLabelText(text('file.label')),
      new File([csv], 'gaeste.csv', { type: 'text/csv' }),
    );
    // react-aria names a select's button by its value, then its label.
    const mapped = await within(dialog).findByRole('button', {
      name: new RegExp(text('mapping.column', { column: 'Vorname' })),
    });
    await expect(mapped).toHaveTextContent(text('field.firstName'));
    await userEvent.click(within(dialog).getByRole('radio', { name: text('duplicates.merge') }));
    await userEvent.click(within(dialog).getByRole('button', { name: text('check') }));
    await waitFor(() =>
      expect(args.onCheck).toHaveBeenCalledWith(
        [
          { firstName: 'Ida', lastName: 'Kern', phone: '+49 170 1', estimatedGuests: 1 },
          { firstName: 'Anna', lastName: 'Berg', estimatedGuests: 1 },
          { firstName: 'Ohne', estimatedGuests: 'drei' },
        ],
        'merge',
      ),
    );
    await expect(
      await within(dialog).findByText('Die erwartete Gästezahl muss eine ganze Zahl ab 1 sein'),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByText(text('preview.duplicateOf', { name: 'Anna Berg' }))).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: text('submit', { count: 1 }) }));
    await waitFor(() => expect(args.onImport).toHaveBeenCalled());
  },
};

/** A file without guest rows is refused before anything is sent. */
export const EmptyFile: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: text('title') });
    await userEvent.upload(
      within(dialog).getByLabelText(text('file.label')),
      new File(['Name\n'], 'leer.csv', { type: 'text/csv' }),
    );
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(text('file.empty'));
    await expect(args.onCheck).not.toHaveBeenCalled();
  },
};
