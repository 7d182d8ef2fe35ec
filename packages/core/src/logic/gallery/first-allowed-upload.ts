import { UPLOAD_IMAGE_MIME_TYPES } from '../../constants';

/**
 * docs/requirements.md A5: dropping files takes the first one of an allowed type (jpeg, png, webp); null when none is
 * allowed.
 */
export function firstAllowedUpload<File extends { type: string }>(files: Iterable<File>): File | null {
  for (const file of files) {
    if ((UPLOAD_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return file;
  }
  return null;
}
