import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { Button } from '../Button/Button';
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
