import { adminUploadQuerySchema, translate } from '@wedding/core';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { requestLocale } from '../../http/request-locale.js';
import { uploadImage } from '../gallery/upload-image.js';

/**
 * POST /api/admin/gallery/upload?weddingId=…: staff upload an image for a chosen wedding, through the same checks
 * as the couple's upload (type by content, size, the gallery maximum, re-encoding without metadata).
 */
export function uploadForWedding(deps: AppDeps): RequestHandler {
  const upload = uploadImage(deps);
  return async (req, res, next) => {
    const query = adminUploadQuerySchema.safeParse(req.query);
    if (!query.success) {
      req.resume();
      throw new HttpError(400, 'validationFailed', {
        weddingId: translate('validation.required', requestLocale(req)),
      });
    }
    const wedding = await deps.prisma.wedding.findUnique({
      where: { id: query.data.weddingId },
      select: { id: true, slug: true, isPremium: true, isActive: true },
    });
    if (!wedding) {
      req.resume();
      throw new HttpError(404, 'weddingNotFound');
    }
    res.locals.wedding = wedding;
    await upload(req, res, next);
  };
}
