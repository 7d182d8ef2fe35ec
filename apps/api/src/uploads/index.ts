export { detectImageType, type UploadImageType } from './detect-image-type.js';
export {
  MAX_INPUT_PIXELS,
  MAX_STORED_EDGE_PX,
  THUMBNAIL_EDGE_PX,
  THUMBNAIL_WEBP_QUALITY,
  WEBP_QUALITY,
} from './image-limits.js';
export { type ProcessedImage, processImage } from './process-image.js';
export { type ReadSingleFileOptions, type ReceivedFile, readSingleFile } from './read-single-file.js';
export { UploadError } from './upload-error.js';
export { UPLOAD_MESSAGE_KEYS, UPLOAD_MESSAGES, uploadMessageKey } from './upload-messages.js';
