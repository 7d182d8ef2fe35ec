import { z } from 'zod';
import { UPLOAD_FILENAME_PATTERN, UPLOAD_IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '../constants';

const BYTES_PER_MEGABYTE = 1_048_576;

/** docs/requirements.md A5 and B5: only jpeg, png and webp, at most 5242880 bytes (5 MB). */
export const uploadImageFileSchema = z.object({
  mimeType: z.enum(UPLOAD_IMAGE_MIME_TYPES, { error: 'upload.invalidType' }),
  size: z
    .number({ error: 'validation.invalidType' })
    .int('validation.integer')
    .min(1, 'validation.required')
    .refine((size) => size <= UPLOAD_MAX_BYTES, {
      message: 'upload.tooLarge',
      params: { maxMb: UPLOAD_MAX_BYTES / BYTES_PER_MEGABYTE },
    }),
});
export type UploadImageFile = z.infer<typeof uploadImageFileSchema>;

/**
 * docs/requirements.md A5 and B5: a stored file name (without extension) has lower-case letters, digits, hyphen,
 * underscore only.
 */
export const uploadFilenameSchema = z
  .string({ error: 'upload.invalidFilename' })
  .regex(UPLOAD_FILENAME_PATTERN, 'upload.invalidFilename');
