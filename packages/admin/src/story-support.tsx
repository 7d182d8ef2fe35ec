import { useState } from 'react';
import { expect, type userEvent, within } from 'storybook/test';
import type { RemoteOptions } from './components/use-remote-options';

/** What the helpers use of a story's `canvas` (Testing Library queries bound to the story root). */
interface Canvas {
  getAllByRole: (role: string) => HTMLElement[];
  findAllByText: (text: string) => Promise<HTMLElement[]>;
}
type Clicker = Pick<typeof userEvent, 'click'>;

/**
 * The trigger of the @wedding/ui Select labelled `label`. react-aria names it by its value and its label, and the
 * lists' sortable column headers are buttons too, so it is found through the label element it points at.
 */
export function selectTrigger(canvas: Canvas, label: string): HTMLElement {
  const trigger = canvas
    .getAllByRole('button')
    .find((button) =>
      (button.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .some((id) => id !== '' && document.getElementById(id)?.textContent === label),
    );
  if (!trigger) throw new Error(`No select labelled "${label}"`);
  return trigger;
}

/** Opens the Select labelled `label` and picks `option` (the list opens in a popover outside the canvas). */
export async function chooseOption(canvas: Canvas, user: Clicker, label: string, option: string) {
  await user.click(selectTrigger(canvas, label));
  const listbox = await within(document.body).findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
  await expect(within(document.body).queryByRole('listbox')).toBeNull();
}

/** Every message, once: several fields may fail with the same words. */
export async function expectMessagesShown(canvas: Canvas, messages: readonly string[]) {
  for (const message of new Set(messages)) {
    const shown = await canvas.findAllByText(message);
    await expect(shown[0]).toBeVisible();
  }
}

/**
 * A picker over the fixture's options that keeps its state like the screens' useRemoteOptions (what is typed, and
 * the choice, whose label then fills the field), still reporting to the story's spies.
 */
export function useStoryPicker(picker: RemoteOptions): RemoteOptions {
  const [inputValue, setInputValue] = useState(picker.inputValue);
  const [selectedId, setSelectedId] = useState(picker.selectedId);
  return {
    ...picker,
    inputValue,
    selectedId,
    setInputValue: (value) => {
      picker.setInputValue(value);
      setInputValue(value);
    },
    select: (id) => {
      picker.select(id);
      setSelectedId(id);
      const option = picker.options.find((candidate) => candidate.id === id);
      if (option) setInputValue(option.label);
    },
  };
}
