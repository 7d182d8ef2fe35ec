/** Storage keys of an uploaded image: the row keeps the main key, the thumbnail key is derived from it. */
export function imageStorageKey(imageId: string): string {
  return `${imageId}.webp`;
}

export function thumbnailStorageKey(imageKey: string): string {
  return imageKey.replace(/\.webp$/, '-thumb.webp');
}
