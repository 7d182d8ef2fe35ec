import { GALLERY_IMAGES_MAX } from '@wedding/core';

/** Server texts of the gallery (spec A 8: the toast shows the server message). */
export const GALLERY_MESSAGES = {
  imageNotFound: 'Image not found',
  limitReached: `Upload limit reached: a gallery holds at most ${GALLERY_IMAGES_MAX} images`,
  imageDeleted: 'Image deleted',
} as const;
