import type { Meta, StoryObj } from '@storybook/react-vite';
import { RSVP_GUESTS } from '@wedding/core';
import { expect, fn } from 'storybook/test';
import { compact, dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { NumberStepper } from './NumberStepper';

const meta = {
  title: 'Forms/NumberStepper',
  tags: ['autodocs'],
  component: NumberStepper,
  decorators: [withUiProviders],
  args: { label: 'Anzahl Gäste', minValue: RSVP_GUESTS.min, maxValue: RSVP_GUESTS.max, onChange: fn() },
} satisfies Meta<typeof NumberStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MinDisablesDecrement: Story = {
  args: { defaultValue: RSVP_GUESTS.min + 1 },
  play: async ({ canvas, userEvent, args }) => {
    const decrement = canvas.getByRole('button', {
      name: new RegExp(`^${deText('numberStepper.decrement')}`),
    });
    await expect(decrement).toBeEnabled();
    await userEvent.click(decrement);
    await expect(args.onChange).toHaveBeenLastCalledWith(RSVP_GUESTS.min);
    await expect(decrement).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: new RegExp(`^${deText('numberStepper.increment')}`) }),
    ).toBeEnabled();
  },
};

export const MaxDisablesIncrement: Story = {
  args: { defaultValue: RSVP_GUESTS.max - 1 },
  play: async ({ canvas, userEvent, args }) => {
    const increment = canvas.getByRole('button', {
      name: new RegExp(`^${deText('numberStepper.increment')}`),
    });
    await userEvent.click(increment);
    await expect(args.onChange).toHaveBeenLastCalledWith(RSVP_GUESTS.max);
    await expect(increment).toBeDisabled();
  },
};

export const TypedValueIsClamped: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Anzahl Gäste' });
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.tab();
    await expect(input).toHaveValue(String(RSVP_GUESTS.max));
  },
};

export const Dark: Story = { args: { defaultValue: 3 }, ...dark };
export const Compact: Story = { args: { defaultValue: 3 }, ...compact };
