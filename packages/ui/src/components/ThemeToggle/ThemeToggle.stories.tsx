import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Foundations/ThemeToggle',
  tags: ['autodocs'],
  component: ThemeToggle,
  decorators: [withUiProviders],
  parameters: { themeMode: 'light' },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TogglesLightAndDark: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: deText('themeToggle.dark') });
    const root = canvasElement.querySelector('[data-theme-root]');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(root).toHaveAttribute('data-theme-mode', 'dark');
    await userEvent.keyboard('{Enter}');
    await expect(root).toHaveAttribute('data-theme-mode', 'light');
  },
};

export const Dark: Story = { ...dark };
