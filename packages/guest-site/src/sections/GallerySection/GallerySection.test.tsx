import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoWedding } from '../fixtures/demo-wedding';
import { GallerySection } from './GallerySection';

// Records when the lazily imported lightbox module is evaluated: it must not be before a photo is opened.
const lightboxModule = vi.hoisted(() => ({ loaded: false }));
vi.mock('./lazy-lightbox', async () => {
  lightboxModule.loaded = true;
  return import('@wedding/ui').then((ui) => ({ Lightbox: ui.Lightbox }));
});

afterEach(cleanup);

const grid = () => screen.getByRole('list', { name: 'Photos' });

describe('GallerySection', () => {
  it('filters by category chip, with All and per-category counts as toggle buttons', () => {
    render(<GallerySection wedding={demoWedding} locale="en" />);
    const chips = within(screen.getByRole('group', { name: 'Photos by category' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All (8)',
      'Verlobung (2)',
      'Reisen (3)',
      'Vorbereitung (2)',
    ]);
    expect(chips[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Reisen (3)' }));
    expect(screen.getByRole('button', { name: 'Reisen (3)' }).getAttribute('aria-pressed')).toBe('true');
    expect(chips[0]?.getAttribute('aria-pressed')).toBe('false');
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the empty text for a category without images', () => {
    const wedding = {
      ...demoWedding,
      gallery: { ...demoWedding.gallery, categories: [{ id: 'Tanz', name: 'Tanz', count: 0 }] },
    };
    render(<GallerySection wedding={wedding} locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Tanz (0)' }));
    expect(screen.getByText('No images found in this category')).toBeTruthy();
  });

  it('renders lazy thumbnails with size attributes, preferring the thumbnail URL', () => {
    const { container } = render(<GallerySection wedding={demoWedding} locale="en" />);
    const first = container.querySelector('img');
    expect(first?.getAttribute('loading')).toBe('lazy');
    expect(first?.getAttribute('width')).toBe('240');
    expect(first?.getAttribute('height')).toBe('240');
    expect(first?.getAttribute('src')).toBe(demoWedding.gallery.images[0]?.thumbnailUrl);
  });

  it('loads the lightbox only when a photo is opened, then shows it with caption and counter', async () => {
    render(<GallerySection wedding={demoWedding} locale="en" />);
    expect(lightboxModule.loaded).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open photo: Unser erster gemeinsamer Urlaub' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(lightboxModule.loaded).toBe(true);
    expect(within(dialog).getByRole('img', { name: 'Unser erster gemeinsamer Urlaub' })).toBeTruthy();
    expect(within(dialog).getByText('3 / 8')).toBeTruthy();
  });
});
