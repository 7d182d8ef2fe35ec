import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Density } from '@wedding/tokens';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { studioText } from '../../i18n/use-studio-text';
import { withStudioProviders } from '../../story-helpers/decorators';
import { DensitySelector, type DensitySelectorVariant } from './DensitySelector';

const { t } = studioText('de');

function Example({
  onChange,
  variant,
}: {
  onChange: (density: Density) => void;
  variant?: DensitySelectorVariant;
}) {
  const [value, setValue] = useState<Density>('comfortable');
  return (
    <DensitySelector
      value={value}
      variant={variant}
      onChange={(density) => {
        onChange(density);
        setValue(density);
      }}
    />
  );
}

const meta = {
  title: 'Theme studio/Density selector',
  tags: ['autodocs'],
  component: Example,
  decorators: [withStudioProviders],
  args: { onChange: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: t('density.spacious') }));
    await expect(args.onChange).toHaveBeenCalledWith('spacious');
    await expect(canvas.getByText(/3rem/)).toBeVisible();
  },
};

export const Slider: Story = {
  args: { variant: 'slider' },
  play: async ({ canvas, userEvent, args }) => {
    const slider = canvas.getByRole('slider', { name: t('density.label') });
    await expect(slider).toHaveAttribute('aria-valuetext', t('density.comfortable'));
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenCalledWith('compact');
    await expect(slider).toHaveAttribute('aria-valuetext', t('density.compact'));
  },
};
