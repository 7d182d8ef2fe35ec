import sharp from 'sharp';
import { mismatchedExtension } from './check-file-name.js';
import { detectImageType, type UploadImageType } from './detect-image-type.js';
import { detectMarkup } from './detect-markup.js';
import {
  MAX_INPUT_PIXELS,
  MAX_STORED_EDGE_PX,
  THUMBNAIL_EDGE_PX,
  THUMBNAIL_WEBP_QUALITY,
  WEBP_QUALITY,
} from './image-limits.js';
import { isTruncated } from './is-truncated.js';
import { UploadError } from './upload-error.js';
import { UPLOAD_MESSAGES } from './upload-messages.js';

export interface ProcessedImage {
  sourceType: UploadImageType;
  image: { buffer: Buffer; width: number; height: number; size: number };
  thumbnail: { buffer: Buffer; width: number; height: number; size: number };
  contentType: 'image/webp';
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/** libvips' words for a file that ends before its image data does (JPEG, PNG and WebP decoders). */
function isTruncationError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /premature end|truncated|unexpected end|not enough data|end of (file|stream)/i.test(error.message)
  );
}

async function encode(input: Buffer, edge: number, quality: number) {
  // sharp drops EXIF, GPS, XMP and ICC metadata unless asked to keep it; rotate() first bakes the
  // EXIF orientation into the pixels so the picture still stands the right way up without it.
  // failOn 'warning': libjpeg only warns about a file cut short and would fill the rest with grey.
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
    .rotate()
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { buffer: data, width: info.width, height: info.height, size: data.length };
}

/**
 * Checks the real type by magic bytes (SVG, HTML and anything else is refused), refuses a name that
 * contradicts it and any file carrying HTML or script (polyglots), then re-encodes to WebP (plus a
 * thumbnail). Decoding stops at MAX_INPUT_PIXELS (pixel bombs) and at the first warning (truncated files).
 * Re-encoding means no byte the client sent is ever served back, which also strips EXIF, GPS and XMP.
 */
export async function processImage(input: Buffer, fileName = ''): Promise<ProcessedImage> {
  const sourceType = detectImageType(input);
  if (!sourceType) {
    throw new UploadError(415, UPLOAD_MESSAGES.unsupportedType);
  }
  if (mismatchedExtension(fileName, sourceType)) throw new UploadError(415, UPLOAD_MESSAGES.wrongExtension);
  if (detectMarkup(input)) throw new UploadError(422, UPLOAD_MESSAGES.containsMarkup);
  if (isTruncated(input, sourceType)) throw new UploadError(422, UPLOAD_MESSAGES.truncated);
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
      throw new UploadError(413, UPLOAD_MESSAGES.tooManyPixels);
    }
    const image = await encode(input, MAX_STORED_EDGE_PX, WEBP_QUALITY);
    const thumbnail = await encode(input, THUMBNAIL_EDGE_PX, THUMBNAIL_WEBP_QUALITY);
    return { sourceType, image, thumbnail, contentType: 'image/webp' };
  } catch (error) {
    if (error instanceof UploadError) throw error;
    if (isPixelLimitError(error)) throw new UploadError(413, UPLOAD_MESSAGES.tooManyPixels);
    if (isTruncationError(error)) throw new UploadError(422, UPLOAD_MESSAGES.truncated);
    throw new UploadError(422, UPLOAD_MESSAGES.unreadableImage);
  }
}
