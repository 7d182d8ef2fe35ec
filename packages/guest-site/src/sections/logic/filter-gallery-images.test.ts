import { describe, expect, it } from 'vitest';
import { demoWedding } from '../fixtures/demo-wedding';
import { ALL_CATEGORIES, filterGalleryImages } from './filter-gallery-images';

const { images } = demoWedding.gallery;

describe('filterGalleryImages', () => {
  it('shows every image for All, including uncategorised ones', () => {
    expect(filterGalleryImages(images, ALL_CATEGORIES)).toHaveLength(8);
  });

  it('keeps only the chosen category', () => {
    const travel = filterGalleryImages(images, 'Reisen');
    expect(travel).toHaveLength(3);
    expect(travel.every((image) => image.category === 'Reisen')).toBe(true);
    expect(filterGalleryImages(images, 'Unbekannt')).toEqual([]);
  });
});
