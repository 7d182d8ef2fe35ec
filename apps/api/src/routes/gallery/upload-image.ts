import { randomUUID } from 'node:crypto';
import { type MessageKey, UPLOAD_MAX_BYTES } from '@wedding/core';
import type { RequestHandler, Response } from 'express';
import { memberActor, recordActivity } from '../../activity/index.js';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { readServiceSettings } from '../../settings/index.js';
import { processImage, readSingleFile, UploadError, uploadMessageKey } from '../../uploads/index.js';
import { imageStorageKey, thumbnailStorageKey } from '../../uploads/storage-keys.js';
import { GALLERY_ERROR_CODES, GALLERY_MESSAGES } from './gallery-messages.js';
import { imageInclude, toImageDto } from './image-dto.js';
import { lockWeddingGallery } from './lock-wedding-gallery.js';

const CAPTION_MAX_LENGTH = 200;
const CATEGORY_MAX_LENGTH = 50;

/** A form field's text as stored; U+0000 (which PostgreSQL cannot store and nobody types) is dropped. */
function optionalText(value: string | undefined, max: number): string | null {
  const trimmed = value?.replaceAll('\u0000', '').trim() ?? '';
  return trimmed ? trimmed.slice(0, max) : null;
}

const BYTES_PER_MEGABYTE = 1_048_576;

/** The numbers a failure's message names ('at most {maxMb} MB'), so a client can fill them in. */
const FAILURE_DETAILS: Partial<Record<MessageKey, Record<string, number>>> = {
  'upload.tooLarge': { maxMb: UPLOAD_MAX_BYTES / BYTES_PER_MEGABYTE },
};

/**
 * Upload failures carry the message key in `error` (shown in the person's language) and the English text in
 * `message` (docs/requirements.md A7 reads `message`); `details` holds the numbers the message names.
 */
function sendUploadFailure(
  res: Response,
  status: number,
  key: MessageKey,
  message: string,
  details: Record<string, number> | undefined = FAILURE_DETAILS[key],
): void {
  res.status(status).json({ error: key, message, ...(details ? { details } : {}) });
}

/**
 * POST /api/weddings/:weddingId/gallery/upload (multipart field `file`): streamed with a 5 MB cap,
 * type checked by magic bytes, re-encoded to WebP with a thumbnail, then stored and recorded.
 */
export function uploadImage(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const wedding = currentWedding(res);
    // The maximum is a service setting staff can change (/admin/settings).
    const { galleryImagesMax } = await readServiceSettings(deps.prisma);
    // Checked before reading the body so a full gallery costs no image processing; checked again under a lock below.
    const existing = await deps.prisma.galleryImage.count({ where: { weddingId: wedding.id } });
    if (existing >= galleryImagesMax) {
      req.resume();
      sendUploadFailure(
        res,
        409,
        GALLERY_ERROR_CODES.limitReached,
        GALLERY_MESSAGES.limitReached(galleryImagesMax),
        { max: galleryImagesMax },
      );
      return;
    }

    let processed: Awaited<ReturnType<typeof processImage>>;
    let fields: Record<string, string>;
    try {
      const file = await readSingleFile(req, { fieldName: 'file', maxBytes: UPLOAD_MAX_BYTES });
      fields = file.fields;
      processed = await processImage(file.buffer, file.fileName);
    } catch (error) {
      if (error instanceof UploadError) {
        sendUploadFailure(res, error.status, uploadMessageKey(error.message), error.message);
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
        if (count >= galleryImagesMax) return null;
        await recordActivity(tx, wedding.id, memberActor(res), {
          action: 'gallery.imageUploaded',
          subject: optionalText(fields.caption, CAPTION_MAX_LENGTH) ?? null,
        });
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
        sendUploadFailure(
          res,
          409,
          GALLERY_ERROR_CODES.limitReached,
          GALLERY_MESSAGES.limitReached(galleryImagesMax),
          { max: galleryImagesMax },
        );
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
