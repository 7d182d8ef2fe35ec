import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dark, withUiProviders } from '../../story-helpers/decorators';
import { deText } from '../../story-helpers/strings';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  tags: ['autodocs'],
  component: Breadcrumbs,
  decorators: [withUiProviders],
  args: { path: '/dashboard/wedding/guests' },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromPath: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: deText('breadcrumbs.label') });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Wedding', 'Guests']);
    await expect(links[0]).toHaveAttribute('href', '/dashboard');
    await expect(links[2]).toHaveAttribute('aria-current', 'page');
  },
};

export const OutsideDashboardRendersNothing: Story = {
  args: { path: '/w/anna-und-ben' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Dark: Story = { ...dark };
