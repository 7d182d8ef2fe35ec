import type { PublicGalleryImage } from '@wedding/core';

/** The chip value that shows every image. */
export const ALL_CATEGORIES = 'all';

/** Images of the chosen category chip (category ids are the stored category names). */
export function filterGalleryImages(
  images: readonly PublicGalleryImage[],
  categoryId: string,
): PublicGalleryImage[] {
  if (categoryId === ALL_CATEGORIES) return [...images];
  return images.filter((image) => image.category === categoryId);
}
