import { act, renderHook } from '@testing-library/react';
import { DEFAULT_BACKGROUND_SETTINGS, type GalleryImageView } from '@wedding/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  assignRequestOf,
  draftOf,
  isBackgroundDirty,
  savedBackgroundOf,
  withPageBackground,
} from './background-draft';
import { useOpacityInput } from './use-opacity-input';

const image = (id: string, pageBackgrounds: GalleryImageView['pageBackgrounds'] = []): GalleryImageView => ({
  id,
  weddingId: 'w1',
  url: `/uploads/${id}.webp`,
  thumbnailUrl: `/uploads/${id}-thumb.webp`,
  caption: null,
  category: null,
  width: 800,
  height: 600,
  fileSize: 1000,
  mimeType: 'image/webp',
  tags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  pageBackgrounds,
});

const saved = {
  id: 'bg1',
  weddingId: 'w1',
  imageId: 'a',
  page: 'rsvp' as const,
  opacity: 0.4,
  position: '30% 70%',
  size: '120%',
  showPattern: false,
  grayscale: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('background controls (docs/requirements.md A5)', () => {
  it('start from the spec defaults without a background, or from the saved settings', () => {
    expect(draftOf(null)).toEqual({ ...DEFAULT_BACKGROUND_SETTINGS, imageId: null });
    expect(DEFAULT_BACKGROUND_SETTINGS).toMatchObject({
      opacity: 0.2,
      positionX: 50,
      positionY: 50,
      zoom: 100,
    });
    expect(draftOf(saved)).toEqual({
      imageId: 'a',
      opacity: 0.4,
      positionX: 30,
      positionY: 70,
      size: 'cover',
      zoom: 120,
      showPattern: false,
      grayscale: true,
    });
  });

  it('write the API body, zoom only for cover; the badge shows unsaved changes', () => {
    const draft = draftOf(saved);
    expect(assignRequestOf('rsvp', draft)).toEqual({
      imageId: 'a',
      page: 'rsvp',
      opacity: 0.4,
      position: '30% 70%',
      size: '120%',
      showPattern: false,
      grayscale: true,
    });
    expect(assignRequestOf('rsvp', { ...draft, size: 'contain' })?.size).toBe('contain');
    expect(assignRequestOf('rsvp', { ...draft, imageId: null })).toBeNull();
    expect(isBackgroundDirty(draft, saved)).toBe(false);
    expect(isBackgroundDirty({ ...draft, opacity: 0.5 }, saved)).toBe(true);
    const contained = { ...saved, size: 'contain' };
    expect(isBackgroundDirty({ ...draftOf(contained), zoom: 150 }, contained)).toBe(false);
  });

  it('finds a page’s background and changes it optimistically (one background per page)', () => {
    const images = [image('a', [saved]), image('b')];
    expect(savedBackgroundOf(images, 'rsvp')?.image.id).toBe('a');
    const request = assignRequestOf('rsvp', { ...draftOf(null), imageId: 'b' });
    if (!request) throw new Error('request');
    const moved = withPageBackground(images, 'rsvp', { imageId: 'b', request, weddingId: 'w1', now: 'now' });
    expect(moved[0]?.pageBackgrounds).toEqual([]);
    expect(moved[1]?.pageBackgrounds).toMatchObject([{ page: 'rsvp', opacity: 0.2, position: '50% 50%' }]);
    expect(withPageBackground(moved, 'rsvp', null).every((entry) => entry.pageBackgrounds.length === 0)).toBe(
      true,
    );
  });
});

describe('typed opacity (300 ms debounce, clamped)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands on the clamped value 300 ms after the last keystroke', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useOpacityInput(0.2, onChange));
    expect(result.current.text).toBe('20');
    act(() => result.current.type('4'));
    act(() => result.current.type('45'));
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledWith(0.5);
    expect(result.current.text).toBe('50');
    act(() => result.current.type('250'));
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith(1);
    act(() => result.current.type('abc'));
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith(0.2);
  });
});
