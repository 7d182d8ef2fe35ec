import { describe, expect, it } from 'vitest';
import { uploadFilenameSchema, uploadImageFileSchema } from './upload';

describe('uploads (docs/requirements.md A5 and B5): jpeg, png, webp up to 5242880 bytes', () => {
  it('accepts the three image types at exactly 5 MB', () => {
    for (const mimeType of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(uploadImageFileSchema.safeParse({ mimeType, size: 5_242_880 }).success, mimeType).toBe(true);
    }
  });

  it('refuses one byte more with the size in MB', () => {
    expect(
      uploadImageFileSchema.safeParse({ mimeType: 'image/png', size: 5_242_881 }).error?.issues[0],
    ).toMatchObject({
      message: 'upload.tooLarge',
      params: { maxMb: 5 },
    });
  });

  it('refuses other types', () => {
    expect(
      uploadImageFileSchema.safeParse({ mimeType: 'image/gif', size: 10 }).error?.issues[0]?.message,
    ).toBe('upload.invalidType');
  });
});

describe('upload file name (docs/requirements.md A5 and B5): lower-case letters, digits, hyphen, underscore', () => {
  it('accepts allowed names and refuses others', () => {
    expect(uploadFilenameSchema.parse('hochzeit_2027-01')).toBe('hochzeit_2027-01');
    for (const name of ['Hochzeit', 'a b', 'a.jpg', '']) {
      expect(uploadFilenameSchema.safeParse(name).success, name).toBe(false);
    }
  });
});
