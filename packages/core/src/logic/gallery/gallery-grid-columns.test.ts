import { describe, expect, it } from 'vitest';
import { galleryGridColumns } from './gallery-grid-columns';

describe('gallery grid (docs/requirements.md A2 and B9): 2 to 5 columns by width', () => {
  it('steps up at 640, 900 and 1200 px', () => {
    expect(galleryGridColumns(0)).toBe(2);
    expect(galleryGridColumns(639)).toBe(2);
    expect(galleryGridColumns(640)).toBe(3);
    expect(galleryGridColumns(899)).toBe(3);
    expect(galleryGridColumns(900)).toBe(4);
    expect(galleryGridColumns(1199)).toBe(4);
    expect(galleryGridColumns(1200)).toBe(5);
  });

  it('never exceeds 5 or drops below 2', () => {
    expect(galleryGridColumns(10_000)).toBe(5);
    expect(galleryGridColumns(-5)).toBe(2);
    expect(galleryGridColumns(Number.NaN)).toBe(2);
  });
});
