import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

type ExampleProps = Pick<ConfirmDialogProps, 'onConfirm'>;

function Example({ onConfirm }: ExampleProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="open-state">{open ? 'offen' : 'geschlossen'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Gast löschen?"
        description="Anna Schmidt wird dauerhaft gelöscht. Dies kann nicht rückgängig gemacht werden."
        confirmLabel="Löschen"
        onConfirm={onConfirm}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  tags: ['autodocs'],
  component: Example,
  decorators: [withUiProviders],
  args: { onConfirm: fn(async () => {}) },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

export const ConfirmCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Gast löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByTestId('open-state')).toHaveTextContent('geschlossen'));
  },
};

const pending = deferred();
export const BusyBlocksEnterSpaceAndEscape: Story = {
  args: { onConfirm: fn(() => pending.promise) },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await within(document.body).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Löschen' });
    await userEvent.click(confirm);
    await waitFor(() => expect(dialog).toHaveAttribute('aria-busy', 'true'));
    for (const key of ['Enter', ' ', 'Escape']) {
      const event = fireEvent.keyDown(document.activeElement ?? dialog, { key });
      await expect(event).toBe(false);
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(canvas.getByTestId('open-state')).toHaveTextContent('offen');
    await expect(within(dialog).getByRole('button', { name: deText('confirmDialog.cancel') })).toBeDisabled();
    pending.resolve();
    await waitFor(() => expect(canvas.getByTestId('open-state')).toHaveTextContent('geschlossen'));
  },
};

export const FailureStaysInsideTheDialog: Story = {
  args: { onConfirm: fn(async () => Promise.reject(new Error('Löschen fehlgeschlagen'))) },
  play: async ({ canvas, userEvent }) => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Löschen fehlgeschlagen');
    await expect(canvas.getByTestId('open-state')).toHaveTextContent('offen');
    await userEvent.click(within(dialog).getByRole('button', { name: deText('confirmDialog.cancel') }));
    await waitFor(() => expect(canvas.getByTestId('open-state')).toHaveTextContent('geschlossen'));
  },
};

export const Dark: Story = {
  ...dark,
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
