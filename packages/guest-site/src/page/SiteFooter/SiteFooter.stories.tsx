import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { frameText } from '../../frame/frame-text';
import { atPhoneWidth, phoneFrameOverflow, withSiteProviders } from '../../frame/story-support';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Guest site/Site footer',
  tags: ['autodocs'],
  component: SiteFooter,
  decorators: [withSiteProviders],
  args: { names: 'Lena & Jonas', locale: 'de' },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByText('Lena & Jonas')).toBeVisible();
    await expect(
      within(footer).getByRole('link', { name: frameText('footer.backToTop', 'de') }),
    ).toHaveAttribute('href', '#top');
  },
};

export const PolishAtPhoneWidth: Story = {
  args: { locale: 'pl', names: 'Małgorzata Wiśniewska-Kowalczyk & Bartłomiej Szczepański' },
  decorators: [atPhoneWidth],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(frameText('footer.closing', 'pl'))).toBeVisible();
    await expect(phoneFrameOverflow(canvasElement)).toEqual([]);
  },
};
