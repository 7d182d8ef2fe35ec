import { type MessageKey, UPLOAD_MAX_BYTES } from '@wedding/core';

const maxMegabytes = UPLOAD_MAX_BYTES / (1024 * 1024);

/** Server texts for upload failures (docs/requirements.md A8 shows the server message in a toast). */
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
  containsMarkup: 'The file contains HTML or script and is not a plain image',
  wrongExtension:
    'The file name does not match its content: only .jpg, .png and .webp images of that type are allowed',
  truncated: 'The image is incomplete (the file was cut off)',
} as const;

/**
 * The message key of each upload failure: answers carry it as `error` (translated by the client) beside the English
 * `message` above.
 */
export const UPLOAD_MESSAGE_KEYS = {
  notMultipart: 'upload.notMultipart',
  noFile: 'upload.noFile',
  tooManyFiles: 'upload.tooManyFiles',
  tooLarge: 'upload.tooLarge',
  emptyFile: 'upload.emptyFile',
  unsupportedType: 'upload.invalidType',
  malformed: 'upload.malformed',
  unreadableImage: 'upload.unreadableImage',
  tooManyPixels: 'upload.tooManyPixels',
  containsMarkup: 'upload.containsMarkup',
  wrongExtension: 'upload.wrongExtension',
  truncated: 'upload.truncated',
} as const satisfies Record<keyof typeof UPLOAD_MESSAGES, MessageKey>;

/** The message key of an upload failure's English text; 'upload.unreadableImage' for a text this list lacks. */
export function uploadMessageKey(message: string): MessageKey {
  const reason = (Object.keys(UPLOAD_MESSAGES) as (keyof typeof UPLOAD_MESSAGES)[]).find(
    (key) => UPLOAD_MESSAGES[key] === message,
  );
  return reason ? UPLOAD_MESSAGE_KEYS[reason] : 'upload.unreadableImage';
}
