import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PlusIcon } from '../../icons/icons';
import { compact, dark, spacious, withUiProviders } from '../../story-helpers/decorators';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Actions/Button',
  tags: ['autodocs'],
  component: Button,
  decorators: [withUiProviders],
  args: { children: 'Speichern', onPress: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    size: { control: 'select', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Speichern' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await expect(button).toHaveAttribute('data-variant', 'primary');
  },
};

const AllVariants = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
    {buttonVariants.map((variant) =>
      buttonSizes.map((size) => (
        <Button key={`${variant}-${size}`} variant={variant} size={size}>
          {`${variant} ${size}`}
        </Button>
      )),
    )}
    <Button icon={<PlusIcon />}>Gast hinzufügen</Button>
  </div>
);

export const Variants: Story = { render: AllVariants };
export const VariantsDark: Story = { render: AllVariants, ...dark };
export const VariantsCompact: Story = { render: AllVariants, ...compact };
export const VariantsSpacious: Story = { render: AllVariants, ...spacious };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Speichern' });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toBeDisabled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Speichern/ });
    await expect(button).toHaveAttribute('data-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
