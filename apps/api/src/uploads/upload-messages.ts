import { UPLOAD_MAX_BYTES } from '@wedding/core';

const maxMegabytes = UPLOAD_MAX_BYTES / (1024 * 1024);

/** Server texts for upload failures (spec A 8 shows the server message in a toast). */
export const UPLOAD_MESSAGES = {
  notMultipart: 'Expected a multipart/form-data upload',
  noFile: 'No file uploaded (expected the form field "file")',
  tooManyFiles: 'Only one file can be uploaded at a time',
  tooLarge: `File too large: the maximum size is ${maxMegabytes} MB`,
  emptyFile: 'The uploaded file is empty',
  unsupportedType: 'Unsupported image type: only JPEG, PNG and WebP images are allowed',
  malformed: 'Malformed multipart upload',
  unreadableImage: 'The image could not be read',
  tooManyPixels: 'The image has too many pixels',
} as const;
