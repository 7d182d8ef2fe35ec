import type { UploadImageType } from './detect-image-type.js';

const EXTENSIONS: Record<UploadImageType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

/**
 * A file whose name promises one type and whose bytes are another (`photo.jpg` that is a PNG, `cv.pdf` that
 * is a JPEG) was mislabelled by someone: refused, so what the couple sees in their file browser is what the
 * gallery shows. A name without an extension (pasted from the clipboard) is judged by its bytes alone.
 * Returns the extension that does not match, or null when the name is acceptable.
 */
export function mismatchedExtension(fileName: string, type: UploadImageType): string | null {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  const extension = base.slice(dot + 1).toLowerCase();
  return EXTENSIONS[type].includes(extension) ? null : extension;
}
