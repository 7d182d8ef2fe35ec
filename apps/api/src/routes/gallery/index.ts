import type { Router } from 'express';
import { requireMembership, requirePremium, requireUser } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { assignBackground, removeBackground } from './assign-background.js';
import { deleteImage } from './delete-image.js';
import { addImageTag, removeImageTag } from './image-tags.js';
import { listGallery } from './list-gallery.js';
import { serveUpload } from './serve-upload.js';
import { uploadImage } from './upload-image.js';

const GALLERY = '/api/weddings/:weddingId/gallery';

/** Spec A 6: the gallery requires a premium wedding; every call is for its signed-in members. */
export function registerGalleryRoutes(router: Router, deps: AppDeps): void {
  const guard = [requireUser, requireMembership(deps), requirePremium];
  router.get(GALLERY, ...guard, listGallery(deps));
  router.post(`${GALLERY}/upload`, ...guard, uploadImage(deps));
  // Registered before `/:imageId` so 'assign-background' is never read as an image id.
  router.patch(`${GALLERY}/assign-background`, ...guard, assignBackground(deps));
  router.delete(`${GALLERY}/assign-background`, ...guard, removeBackground(deps));
  router.post(`${GALLERY}/:imageId/tags`, ...guard, addImageTag(deps));
  router.delete(`${GALLERY}/:imageId/tags`, ...guard, removeImageTag(deps));
  router.delete(`${GALLERY}/:imageId`, ...guard, deleteImage(deps));
  router.get('/uploads/:key', serveUpload(deps));
}
