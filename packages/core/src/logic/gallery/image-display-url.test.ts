import { describe, expect, it } from 'vitest';
import { imageDisplayUrl } from './image-display-url';

describe('gallery image (docs/requirements.md A3 and B3): blobUrl preferred over url when present', () => {
  it('prefers blobUrl', () => {
    expect(imageDisplayUrl({ blobUrl: 'https://blob/a.webp', url: '/a.webp' })).toBe('https://blob/a.webp');
  });

  it('falls back to url when blobUrl is missing, empty or whitespace-only', () => {
    expect(imageDisplayUrl({ url: '/a.webp' })).toBe('/a.webp');
    expect(imageDisplayUrl({ blobUrl: '', url: '/a.webp' })).toBe('/a.webp');
    expect(imageDisplayUrl({ blobUrl: '  ', url: '/a.webp' })).toBe('/a.webp');
  });

  it('is null without any source', () => {
    expect(imageDisplayUrl({})).toBeNull();
    expect(imageDisplayUrl({ url: ' ' })).toBeNull();
  });
});
