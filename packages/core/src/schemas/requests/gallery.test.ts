import { describe, expect, it } from 'vitest';
import {
  assignBackgroundRequestSchema,
  galleryTagRequestSchema,
  removeBackgroundRequestSchema,
} from './gallery';

describe('gallery assign-background {imageId, page, opacity, position, size, showPattern, grayscale} (docs/requirements.md A7)', () => {
  it('fills the defaults of docs/requirements.md A5', () => {
    expect(assignBackgroundRequestSchema.parse({ imageId: 'i1', page: 'rsvp' })).toEqual({
      imageId: 'i1',
      page: 'rsvp',
      opacity: 0.2,
      position: '50% 50%',
      size: 'cover',
      showPattern: true,
      grayscale: false,
    });
  });

  it('refuses an unknown page and an out-of-range opacity', () => {
    expect(assignBackgroundRequestSchema.safeParse({ imageId: 'i1', page: 'home' }).success).toBe(false);
    expect(assignBackgroundRequestSchema.safeParse({ imageId: 'i1', page: 'info', opacity: 0 }).success).toBe(
      false,
    );
  });

  it('DELETE takes {imageId, page}', () => {
    expect(removeBackgroundRequestSchema.parse({ imageId: 'i1', page: 'gallery' })).toEqual({
      imageId: 'i1',
      page: 'gallery',
    });
  });
});

describe('gallery tags add/remove {tag}', () => {
  it('normalises the tag and refuses an empty one', () => {
    expect(galleryTagRequestSchema.parse({ tag: ' Dinner ' })).toEqual({ tag: 'dinner' });
    expect(galleryTagRequestSchema.safeParse({ tag: '  ' }).error?.issues[0]?.message).toBe('tags.empty');
  });
});
