import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { Select } from './Select';

const options = [
  { id: 'family', label: 'Familie' },
  { id: 'friends', label: 'Freunde' },
  { id: 'colleagues', label: 'Kollegen' },
  { id: 'other', label: 'Sonstige', isDisabled: true },
];

const meta = {
  title: 'Forms/Select',
  tags: ['autodocs'],
  component: Select,
  decorators: [withUiProviders],
  args: { label: 'Kategorie', options, onSelectionChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithKeyboardAndPointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: new RegExp(deText('select.placeholder')) });
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Freunde' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('friends');
    await expect(trigger).toHaveTextContent('Freunde');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await within(document.body).findByRole('listbox');
    await expect(within(reopened).getByRole('option', { name: 'Sonstige' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const WithError: Story = { args: { errorMessage: 'Bitte eine Kategorie wählen' } };
export const Dark: Story = { args: { defaultSelectedKey: 'family' }, ...dark };
