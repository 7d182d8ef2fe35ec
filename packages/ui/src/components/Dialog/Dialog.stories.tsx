import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { Dialog } from './Dialog';

function Example() {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button">Ort hinzufügen</button>
      </Dialog.Trigger>
      <Dialog.Content title="Neuer Ort" description="Trauung, Feier, Party oder Unterkunft">
        <TextField label="Name" />
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="outline">Abbrechen</Button>
          </Dialog.Close>
          <Button>Speichern</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  tags: ['autodocs'],
  component: Example,
  decorators: [withUiProviders],
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensTrapsFocusAndClosesOnEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Ort hinzufügen' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Neuer Ort' });
    await expect(dialog).toHaveAccessibleDescription('Trauung, Feier, Party oder Unterkunft');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ort hinzufügen' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: deText('dialog.close') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const OpenDark: Story = {
  ...dark,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ort hinzufügen' }));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

function WithSelect() {
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Content title="Neuer Programmpunkt">
        <Select
          label="Art"
          options={[
            { id: 'ceremony', label: 'Trauung' },
            { id: 'dinner', label: 'Essen' },
          ]}
          defaultSelectedKey="ceremony"
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * A Select in a dialog: its options open inside the dialog, so the pointer (the modal blocks pointer events
 * elsewhere) and the arrow keys (the focus stays trapped in the dialog) both reach them.
 */
export const SelectInside: Story = {
  render: () => <WithSelect />,
  play: async ({ userEvent }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /Art/ }));
    await userEvent.click(await dialog.findByRole('option', { name: 'Essen' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Art/ })).toHaveTextContent('Essen'));
    await userEvent.click(dialog.getByRole('button', { name: /Art/ }));
    const listbox = await dialog.findByRole('listbox');
    await waitFor(() => expect(listbox.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(dialog.getByRole('button', { name: /Art/ })).toHaveTextContent('Trauung'));
  },
};
