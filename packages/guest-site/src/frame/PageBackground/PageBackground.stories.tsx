import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PublicPageBackground } from '@wedding/core';
import { expect } from 'storybook/test';
import { samplePhoto } from '../../sections/fixtures/sample-photo';
import { withSiteProviders } from '../story-support';
import { PageBackground } from './PageBackground';

const garden: PublicPageBackground = {
  id: 'bg-info',
  page: 'info',
  imageId: 'img-1',
  url: samplePhoto(1, 1200, 800),
  opacity: 0.2,
  position: '50% 50%',
  size: 'cover',
  showPattern: true,
  grayscale: false,
};

const meta = {
  title: 'Guest site/Page background',
  tags: ['autodocs'],
  component: PageBackground,
  decorators: [withSiteProviders],
  args: { background: garden },
  render: (args) => (
    <main style={{ position: 'relative', isolation: 'isolate', minHeight: '20rem', padding: '2rem' }}>
      <PageBackground {...args} />
      <h1 style={{ position: 'relative', margin: 0 }}>Lena &amp; Jonas</h1>
    </main>
  ),
} satisfies Meta<typeof PageBackground>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults (docs/requirements.md A5): opacity 0.2, centred, cover, pattern on, colour. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector<HTMLElement>('[data-page-background] > div');
    await expect(image?.style.opacity).toBe('0.2');
    await expect(image?.style.backgroundSize).toBe('cover');
    await expect(canvasElement.querySelector('[data-pattern]')).not.toBeNull();
  },
};

export const GrayscaleZoomedAndMoved: Story = {
  args: { background: { ...garden, grayscale: true, size: '180%', position: '10% 90%', opacity: 0.7 } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector<HTMLElement>('[data-page-background] > div');
    await expect(getComputedStyle(image as HTMLElement).filter).toBe('grayscale(1)');
    // The browser spells out the implicit height of a one-value size.
    await expect(image?.style.backgroundSize).toBe('180% auto');
    await expect(image?.style.backgroundPosition).toBe('10% 90%');
  },
};

export const ContainWithoutPattern: Story = {
  args: { background: { ...garden, size: 'contain', showPattern: false, opacity: 1 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-pattern]')).toBeNull();
  },
};

export const NoBackground: Story = {
  args: { background: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-page-background]')).toBeNull();
  },
};
