import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoWedding } from '../fixtures/demo-wedding';
import { inLayout, overflowingSections, phoneFrame, withGuestPage } from '../fixtures/story-support';
import { sectionText } from '../section-text';
import { GallerySection } from './GallerySection';

const meta = {
  title: 'Guest site/Sections/GallerySection',
  tags: ['autodocs'],
  component: GallerySection,
  decorators: [withGuestPage],
  args: { wedding: demoWedding, locale: 'de' },
} satisfies Meta<typeof GallerySection>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const photos = 'gallery.gridLabel' as const;

export const AllPhotos: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('list', { name: sectionText(photos, 'de') });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(8);
    const all = canvas.getByRole('button', { name: sectionText('gallery.all', 'de', { count: 8 }) });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.querySelector('img')).toHaveAttribute('loading', 'lazy');
  },
};

/** A chip narrows the grid and becomes the pressed one. */
export const FilterByCategory: Story = {
  play: async ({ canvas, userEvent }) => {
    const travel = canvas.getByRole('button', {
      name: sectionText('gallery.category', 'de', { name: 'Reisen', count: 3 }),
    });
    await userEvent.click(travel);
    await expect(travel).toHaveAttribute('aria-pressed', 'true');
    const grid = canvas.getByRole('list', { name: sectionText(photos, 'de') });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const EmptyCategory: Story = {
  args: {
    wedding: {
      ...demoWedding,
      gallery: {
        ...demoWedding.gallery,
        categories: [...demoWedding.gallery.categories, { id: 'Tanz', name: 'Tanz', count: 0 }],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: sectionText('gallery.category', 'de', { name: 'Tanz', count: 0 }) }),
    );
    await expect(canvas.getByText(sectionText('gallery.empty', 'de'))).toBeVisible();
  },
};

/**
 * The lightbox (loaded on first open) by keyboard: Enter opens, arrows move with 'n / total' and caption,
 * Escape closes and focus returns to the thumbnail of the photo shown last.
 */
export const LightboxByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const thumb = canvas.getByRole('button', {
      name: sectionText('gallery.open', 'de', { name: 'Unser erster gemeinsamer Urlaub' }),
    });
    thumb.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole(
      'dialog',
      { name: 'Unser erster gemeinsamer Urlaub' },
      { timeout: 5000 },
    );
    await expect(within(dialog).getByText('3 / 8')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: 'Unser erster gemeinsamer Urlaub' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('4 / 8')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: 'Sonnenaufgang in den Dolomiten' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus returns to the thumbnail of the photo shown last (the fourth).
    const fourth = canvas.getByRole('button', {
      name: sectionText('gallery.open', 'de', { name: 'Sonnenaufgang in den Dolomiten' }),
    });
    await waitFor(() => expect(fourth).toHaveFocus());
  },
};

export const HindiOnPhone: Story = {
  args: { locale: 'hi' },
  ...phoneFrame,
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('list', { name: sectionText(photos, 'hi') });
    await expect(grid.getAttribute('aria-label')).toBe(sectionText(photos, 'hi'));
    const cells = within(grid).getAllByRole('listitem');
    // Two columns on a phone: the first two cells share a row, the third starts the next.
    const [first, second, third] = cells.map((cell) => cell.getBoundingClientRect().top);
    await expect(first).toBe(second);
    await expect(third).toBeGreaterThan(first ?? 0);
    await expect(overflowingSections(canvasElement)).toEqual([]);
  },
};

export const Romantic: Story = { ...inLayout('romantic') };
