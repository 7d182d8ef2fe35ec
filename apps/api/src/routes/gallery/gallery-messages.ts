import type { MessageKey } from '@wedding/core';

/**
 * Server texts of the gallery (docs/requirements.md A8: the toast shows the server message). Answers carry the message
 * key as `error` (the client shows it in the person's language, core `apiErrorMessageKey`) and this English text as
 * `message` for clients that read it.
 */
export const GALLERY_MESSAGES = {
  imageNotFound: 'Image not found',
  limitReached: (max: number) => `Upload limit reached: a gallery holds at most ${max} images`,
  imageDeleted: 'Image deleted',
} as const;

/** The message keys of the answers above (imageNotFound is an API code core maps to 'gallery.imageNotFound'). */
export const GALLERY_ERROR_CODES = {
  imageNotFound: 'imageNotFound',
  limitReached: 'upload.limitReached',
} as const satisfies Record<string, string | MessageKey>;
