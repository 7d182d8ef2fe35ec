import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { compact, dark, withUiProviders } from '../../story-helpers/decorators';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'attending', label: 'Ich komme' },
  { value: 'not_attending', label: 'Ich komme nicht' },
  { value: 'maybe', label: 'Vielleicht' },
];

const meta = {
  title: 'Forms/RadioGroup',
  tags: ['autodocs'],
  component: RadioGroup,
  decorators: [withUiProviders],
  args: { label: 'Teilnahme', options, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowKeysMoveSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Ich komme' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('attending');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Ich komme nicht' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('not_attending');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'maybe' } };
export const WithError: Story = { args: { errorMessage: 'Bitte auswählen', isRequired: true } };
export const Dark: Story = { args: { defaultValue: 'attending' }, ...dark };
export const Compact: Story = { ...compact };
