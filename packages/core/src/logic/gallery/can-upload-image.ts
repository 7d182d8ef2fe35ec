import { GALLERY_IMAGES_MAX } from '../../constants';

/** Spec A 5: at the maximum image count upload is disabled (with the upload-limit message). */
export function canUploadImage(imageCount: number, maxImages: number = GALLERY_IMAGES_MAX): boolean {
  return imageCount < maxImages;
}
