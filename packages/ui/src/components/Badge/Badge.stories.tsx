import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Display/Badge',
  tags: ['autodocs'],
  component: Badge,
  decorators: [withUiProviders],
  args: { children: 'Aktiv' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const All = () => (
  <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
    {badgeTones.map((tone) => (
      <Badge key={tone} tone={tone}>
        {tone}
      </Badge>
    ))}
  </div>
);

export const Tones: Story = {
  render: All,
  play: async ({ canvas }) => {
    for (const tone of badgeTones) await expect(canvas.getByText(tone)).toHaveAttribute('data-tone', tone);
  },
};
export const TonesDark: Story = { render: All, ...dark };
