import { describe, expect, it } from 'vitest';
import { galleryImageSchema } from './gallery-image';

describe('gallery image (docs/requirements.md A3): tags are lower-case strings', () => {
  it('lower-cases tags and defaults the lists', () => {
    expect(
      galleryImageSchema.parse({ id: 'i1', url: '/img/1.jpg', tags: ['Dinner', 'PARTY'] }),
    ).toMatchObject({
      tags: ['dinner', 'party'],
      pageBackgrounds: [],
    });
  });

  it('refuses non-positive dimensions and a missing url', () => {
    expect(galleryImageSchema.safeParse({ id: 'i1', url: '/a.jpg', width: 0 }).success).toBe(false);
    expect(galleryImageSchema.safeParse({ id: 'i1', url: '' }).success).toBe(false);
  });
});
