import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { compact, dark, spacious, withUiProviders } from '../../story-helpers/decorators';
import { Badge } from '../Badge/Badge';
import { Card } from './Card';

const meta = {
  title: 'Display/Card',
  tags: ['autodocs'],
  component: Card,
  decorators: [withUiProviders],
  args: {
    title: 'Trauung',
    description: 'Standesamt Mitte, 14:00 Uhr',
    actions: <Badge tone="success">Aktiv</Badge>,
    children: <p style={{ margin: 0 }}>Bitte 15 Minuten früher da sein.</p>,
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Flat: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Trauung' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Trauung' })).toHaveAttribute('data-elevation', 'flat');
  },
};
export const Raised: Story = { args: { elevation: 'raised', headingLevel: 2 } };
export const Dark: Story = { ...dark };
export const Compact: Story = { ...compact };
export const Spacious: Story = { ...spacious };
