import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  tags: ['autodocs'],
  component: Switch,
  decorators: [withUiProviders],
  args: { children: 'Website aktiv', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Website aktiv' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
export const Dark: Story = { args: { defaultSelected: true }, ...dark };
