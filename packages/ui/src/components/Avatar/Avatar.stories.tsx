import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { Avatar, avatarSizes } from './Avatar';

const meta = {
  title: 'Display/Avatar',
  tags: ['autodocs'],
  component: Avatar,
  decorators: [withUiProviders],
  args: { name: 'anna.schmidt' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InitialsRule: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'anna.schmidt' });
    await expect(avatar).toHaveTextContent('AN');
  },
};

export const BrokenImageFallsBackToInitials: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'ben' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'ben' });
    await expect(await canvas.findByText('BE')).toBeVisible();
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

const Sizes = () => (
  <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
    {avatarSizes.map((size) => (
      <Avatar key={size} size={size} name={`user ${size}`} />
    ))}
  </div>
);
export const AllSizes: Story = { render: Sizes };
export const AllSizesDark: Story = { render: Sizes, ...dark };
