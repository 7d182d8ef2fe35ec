import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { compact, dark, withUiProviders } from '../../story-helpers/decorators';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  tags: ['autodocs'],
  component: TextField,
  decorators: [withUiProviders],
  args: { label: 'Vorname', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  args: { description: 'Wie auf der Einladung' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Vorname' });
    await userEvent.type(input, 'Anna');
    await expect(input).toHaveValue('Anna');
    await expect(args.onChange).toHaveBeenLastCalledWith('Anna');
    await expect(input).toHaveAccessibleDescription('Wie auf der Einladung');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Der Name muss mindestens 2 Zeichen lang sein', defaultValue: 'A' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Vorname' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Der Name muss mindestens 2 Zeichen lang sein');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Anna' } };
export const Dark: Story = { args: { placeholder: 'Anna' }, ...dark };
export const Compact: Story = { ...compact };
