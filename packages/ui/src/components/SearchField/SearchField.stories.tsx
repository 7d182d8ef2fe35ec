import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  tags: ['autodocs'],
  component: SearchField,
  decorators: [withUiProviders],
  args: { label: 'Gäste suchen', onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeSubmitAndClear: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Gäste suchen' });
    await userEvent.type(input, 'Müller{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Müller');
    await userEvent.click(canvas.getByRole('button', { name: deText('searchField.clear') }));
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'abc');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const HiddenLabel: Story = { args: { hideLabel: true, placeholder: 'Name, E-Mail …' } };
export const Dark: Story = { args: { defaultValue: 'Schmidt' }, ...dark };
