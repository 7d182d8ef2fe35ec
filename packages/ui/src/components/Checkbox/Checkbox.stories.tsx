import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  decorators: [withUiProviders],
  args: { children: 'Vegetarisch', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Vegetarisch' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Alle auswählen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Alle auswählen' })).toHaveProperty(
      'indeterminate',
      true,
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
export const Dark: Story = { args: { defaultSelected: true }, ...dark };
