import { randomUUID } from 'node:crypto';
import { GALLERY_IMAGES_MAX, UPLOAD_MAX_BYTES } from '@wedding/core';
import type { RequestHandler, Response } from 'express';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { processImage, readSingleFile, UploadError } from '../../uploads/index.js';
import { GALLERY_MESSAGES } from './gallery-messages.js';
import { imageInclude, toImageDto } from './image-dto.js';
import { lockWeddingGallery } from './lock-wedding-gallery.js';
import { imageStorageKey, thumbnailStorageKey } from './storage-keys.js';

const CAPTION_MAX_LENGTH = 200;
const CATEGORY_MAX_LENGTH = 50;

function optionalText(value: string | undefined, max: number): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed.slice(0, max) : null;
}

/** Upload failures carry the text in both `error` and `message` (spec A 7 reads `message`). */
function sendUploadFailure(res: Response, status: number, message: string): void {
  res.status(status).json({ error: message, message });
}

/**
 * POST /api/weddings/:weddingId/gallery/upload (multipart field `file`): streamed with a 5 MB cap,
 * type checked by magic bytes, re-encoded to WebP with a thumbnail, then stored and recorded.
 */
export function uploadImage(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const wedding = currentWedding(res);
    // Checked before reading the body so a full gallery costs no image processing; checked again under a lock below.
    const existing = await deps.prisma.galleryImage.count({ where: { weddingId: wedding.id } });
    if (existing >= GALLERY_IMAGES_MAX) {
      req.resume();
      sendUploadFailure(res, 409, GALLERY_MESSAGES.limitReached);
      return;
    }

    let processed: Awaited<ReturnType<typeof processImage>>;
    let fields: Record<string, string>;
    try {
      const file = await readSingleFile(req, { fieldName: 'file', maxBytes: UPLOAD_MAX_BYTES });
      fields = file.fields;
      processed = await processImage(file.buffer);
    } catch (error) {
      if (error instanceof UploadError) {
        sendUploadFailure(res, error.status, error.message);
        return;
      }
      throw error;
    }

    const id = randomUUID();
    const imageKey = imageStorageKey(id);
    const thumbnailKey = thumbnailStorageKey(imageKey);
    const removeStored = () =>
      Promise.allSettled([deps.storage.delete(imageKey), deps.storage.delete(thumbnailKey)]);
    try {
      await deps.storage.put(imageKey, processed.image.buffer, processed.contentType);
      await deps.storage.put(thumbnailKey, processed.thumbnail.buffer, processed.contentType);
      const created = await deps.prisma.$transaction(async (tx) => {
        await lockWeddingGallery(tx, wedding.id);
        const count = await tx.galleryImage.count({ where: { weddingId: wedding.id } });
        if (count >= GALLERY_IMAGES_MAX) return null;
        return tx.galleryImage.create({
          data: {
            id,
            weddingId: wedding.id,
            url: deps.storage.url(imageKey),
            thumbnailUrl: deps.storage.url(thumbnailKey),
            storageKey: imageKey,
            caption: optionalText(fields.caption, CAPTION_MAX_LENGTH),
            category: optionalText(fields.category, CATEGORY_MAX_LENGTH)?.toLowerCase() ?? null,
            width: processed.image.width,
            height: processed.image.height,
            fileSize: processed.image.size,
            mimeType: processed.contentType,
            position: count,
          },
          select: { id: true },
        });
      });
      if (!created) {
        // Another upload took the last place while this one was being processed.
        await removeStored();
        sendUploadFailure(res, 409, GALLERY_MESSAGES.limitReached);
        return;
      }
      const image = await deps.prisma.galleryImage.findUniqueOrThrow({
        where: { id },
        include: imageInclude,
      });
      res.status(201).json(toImageDto(image));
    } catch (error) {
      // Without a row nobody can reach the files again: remove whatever was stored before reporting.
      await removeStored();
      throw error;
    }
  };
}
