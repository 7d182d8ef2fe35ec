import { GALLERY_IMAGES_MAX, UPLOAD_MAX_BYTES } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { checkUpload } from './check-upload';

function file(type: string, size: number): File {
  return new File([new Uint8Array(size)], 'foto.bin', { type });
}

describe('gallery upload (docs/requirements.md A5): jpeg/png/webp, first allowed file, 5 MB, image limit', () => {
  it('takes the first allowed file of a drop', () => {
    const png = file('image/png', 10);
    const result = checkUpload([file('application/pdf', 10), png, file('image/jpeg', 10)], 0);
    expect(result).toEqual({ ok: true, file: png });
  });
  it('rejects a drop without an allowed type', () => {
    expect(checkUpload([file('image/gif', 10)], 0)).toEqual({ ok: false, key: 'upload.invalidType' });
  });
  it('accepts exactly 5242880 bytes and rejects one byte more', () => {
    expect(checkUpload([file('image/webp', UPLOAD_MAX_BYTES)], 0).ok).toBe(true);
    const tooLarge = checkUpload([file('image/webp', UPLOAD_MAX_BYTES + 1)], 0);
    expect(tooLarge).toMatchObject({ ok: false, key: 'upload.tooLarge' });
  });
  it('disables uploads at the image limit, allows one below it', () => {
    expect(checkUpload([file('image/png', 10)], GALLERY_IMAGES_MAX)).toEqual({
      ok: false,
      key: 'upload.limitReached',
    });
    expect(checkUpload([file('image/png', 10)], GALLERY_IMAGES_MAX - 1).ok).toBe(true);
  });
});
