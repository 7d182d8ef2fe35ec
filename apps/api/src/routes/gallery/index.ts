import type { MemberRouteAction } from '@wedding/core';
import type { Router } from 'express';
import { memberRoute, requirePremium } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { assignBackground, removeBackground } from './assign-background.js';
import { deleteImage } from './delete-image.js';
import { addImageTag, removeImageTag } from './image-tags.js';
import { listGallery } from './list-gallery.js';
import { serveUpload } from './serve-upload.js';
import { uploadImage } from './upload-image.js';

const GALLERY = '/api/weddings/:weddingId/gallery';

/**
 * docs/requirements.md A6: the gallery requires a premium wedding; every call is for its signed-in members, and only
 * a role that may edit the wedding changes it.
 */
export function registerGalleryRoutes(router: Router, deps: AppDeps): void {
  const guard = (action: MemberRouteAction) => [...memberRoute(deps, action), requirePremium];
  router.get(GALLERY, ...guard('read'), listGallery(deps));
  router.post(`${GALLERY}/upload`, ...guard('editWedding'), uploadImage(deps));
  // Registered before `/:imageId` so 'assign-background' is never read as an image id.
  router.patch(`${GALLERY}/assign-background`, ...guard('editWedding'), assignBackground(deps));
  router.delete(`${GALLERY}/assign-background`, ...guard('editWedding'), removeBackground(deps));
  router.post(`${GALLERY}/:imageId/tags`, ...guard('editWedding'), addImageTag(deps));
  router.delete(`${GALLERY}/:imageId/tags`, ...guard('editWedding'), removeImageTag(deps));
  router.delete(`${GALLERY}/:imageId`, ...guard('editWedding'), deleteImage(deps));
  router.get('/uploads/:key', serveUpload(deps));
}
