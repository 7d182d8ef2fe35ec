import { describe, expect, it } from 'vitest';
import { canUploadImage } from './can-upload-image';

describe('gallery upload (docs/requirements.md A5): disabled at the maximum image count', () => {
  it('allows below the default maximum of 200 and blocks at and above it', () => {
    expect(canUploadImage(0)).toBe(true);
    expect(canUploadImage(199)).toBe(true);
    expect(canUploadImage(200)).toBe(false);
    expect(canUploadImage(201)).toBe(false);
  });

  it('honours a custom maximum', () => {
    expect(canUploadImage(4, 5)).toBe(true);
    expect(canUploadImage(5, 5)).toBe(false);
  });
});
