import { GALLERY_IMAGES_MAX } from '../../constants';

/** docs/requirements.md A5: at the maximum image count upload is disabled (with the upload-limit message). */
export function canUploadImage(imageCount: number, maxImages: number = GALLERY_IMAGES_MAX): boolean {
  return imageCount < maxImages;
}
