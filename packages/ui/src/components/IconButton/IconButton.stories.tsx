import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CloseIcon, PlusIcon } from '../../icons/icons';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { buttonVariants } from '../Button/Button';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  tags: ['autodocs'],
  component: IconButton,
  decorators: [withUiProviders],
  args: { 'aria-label': 'Gast hinzufügen', icon: <PlusIcon />, onPress: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gast hinzufügen' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

const All = () => (
  <div style={{ display: 'flex', gap: '0.5rem' }}>
    {buttonVariants.map((variant) => (
      <IconButton key={variant} variant={variant} aria-label={variant} icon={<CloseIcon />} />
    ))}
  </div>
);
export const Variants: Story = { render: All };
export const VariantsDark: Story = { render: All, ...dark };
