import type { Meta, StoryObj } from '@storybook/react-vite';
import { BACKGROUND_OPACITY } from '@wedding/core';
import { expect, fn } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { Slider } from './Slider';

const meta = {
  title: 'Forms/Slider',
  tags: ['autodocs'],
  component: Slider,
  decorators: [withUiProviders],
  args: {
    label: 'Deckkraft',
    minValue: BACKGROUND_OPACITY.min,
    maxValue: BACKGROUND_OPACITY.max,
    step: BACKGROUND_OPACITY.step,
    defaultValue: BACKGROUND_OPACITY.default,
    formatOptions: { style: 'percent' },
    onChange: fn(),
  },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardStepsAndBounds: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const thumb = canvas.getByRole('slider', { name: 'Deckkraft' });
    await userEvent.click(thumb);
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.3);
    await userEvent.keyboard('{Home}');
    await expect(thumb).toHaveValue(String(BACKGROUND_OPACITY.min));
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveValue(String(BACKGROUND_OPACITY.max));
    await expect(canvas.getByText('100 %')).toBeVisible();
  },
};

export const Dark: Story = { ...dark };
export const Disabled: Story = { args: { isDisabled: true } };
