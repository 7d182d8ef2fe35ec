import { describe, expect, it } from 'vitest';
import { lightboxNavigation } from './lightbox-navigation';

describe('lightbox (docs/requirements.md A2 and B4): previous only above index 0, next only below the last', () => {
  it('is closed without an index or with an index outside the images', () => {
    const closed = { open: false, hasPrevious: false, hasNext: false, counter: null };
    expect(lightboxNavigation(null, 3)).toEqual(closed);
    expect(lightboxNavigation(undefined, 3)).toEqual(closed);
    expect(lightboxNavigation(3, 3)).toEqual(closed);
    expect(lightboxNavigation(-1, 3)).toEqual(closed);
  });

  it('hides previous at index 0 and next at the last index', () => {
    expect(lightboxNavigation(0, 3)).toEqual({
      open: true,
      hasPrevious: false,
      hasNext: true,
      counter: { current: 1, total: 3 },
    });
    expect(lightboxNavigation(1, 3)).toMatchObject({ hasPrevious: true, hasNext: true });
    expect(lightboxNavigation(2, 3)).toMatchObject({
      hasPrevious: true,
      hasNext: false,
      counter: { current: 3, total: 3 },
    });
  });

  it('shows neither for a single image', () => {
    expect(lightboxNavigation(0, 1)).toMatchObject({ open: true, hasPrevious: false, hasNext: false });
  });
});
