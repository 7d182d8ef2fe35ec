import { normalizeTag, recordIdSchema, TAGS_MAX, translate, validateTag } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { memberActor, recordActivity } from '../../activity/index.js';
import { currentWedding } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { safeParseInput } from '../../validation/safe-parse-input.js';
import { findWeddingImage, imageNotFound } from './find-image.js';
import { toImageDto } from './image-dto.js';
import { lockWeddingGallery } from './lock-wedding-gallery.js';

const paramsSchema = z.object({ imageId: recordIdSchema });
const tagBodySchema = z.object({ tag: z.string().max(1_000) });

/** The tags alone: read inside the transaction, where relation loads would queue on its one connection. */
async function findImageTags(tx: Prisma.TransactionClient, weddingId: string, imageId: string) {
  const image = await tx.galleryImage.findFirst({
    where: { id: imageId, weddingId },
    select: { id: true, tags: true },
  });
  if (!image) throw imageNotFound();
  return image;
}

function imageIdFrom(params: unknown): string {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw imageNotFound();
  return parsed.data.imageId;
}

function tagFrom(body: unknown): string {
  const parsed = safeParseInput(tagBodySchema, body ?? {});
  // A missing or non-text tag is the same client mistake as an empty one (docs/requirements.md A8 'empty').
  return parsed?.success ? parsed.data.tag : '';
}

/**
 * POST /api/weddings/:weddingId/gallery/:imageId/tags {tag}: adds one tag with the rules of docs/requirements.md A5
 * (trim + lowercase, not empty, no duplicate, at most TAGS_MAX, format). Errors answer 400 with the message key
 * (tags.empty, tags.duplicate, tags.maxReached with details {max}, tags.invalidFormat) and its English text.
 */
export function addImageTag(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const weddingId = currentWedding(res).id;
    const imageId = imageIdFrom(req.params);
    const raw = tagFrom(req.body);
    await deps.prisma.$transaction(async (tx) => {
      await lockWeddingGallery(tx, weddingId);
      const image = await findImageTags(tx, weddingId, imageId);
      const result = validateTag(raw, image.tags);
      if (!result.ok) {
        // The message key as the code (the tag messages of docs/requirements.md A8), its English text and the maximum
        // it names.
        const key = `tags.${result.error}` as const;
        const params = { max: TAGS_MAX };
        throw new HttpError(
          400,
          key,
          result.error === 'maxReached' ? params : undefined,
          translate(key, 'en', params),
        );
      }
      await tx.galleryImage.update({ where: { id: image.id }, data: { tags: [...image.tags, result.tag] } });
      await recordActivity(tx, weddingId, memberActor(res), {
        action: 'gallery.tagsChanged',
        subject: result.tag,
      });
    });
    res.json(toImageDto(await findWeddingImage(deps.prisma, weddingId, imageId)));
  };
}

/** DELETE /api/weddings/:weddingId/gallery/:imageId/tags {tag}: removing an absent tag changes nothing. */
export function removeImageTag(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const weddingId = currentWedding(res).id;
    const imageId = imageIdFrom(req.params);
    const tag = normalizeTag(tagFrom(req.body));
    await deps.prisma.$transaction(async (tx) => {
      await lockWeddingGallery(tx, weddingId);
      const image = await findImageTags(tx, weddingId, imageId);
      if (!image.tags.includes(tag)) return;
      await tx.galleryImage.update({
        where: { id: image.id },
        data: { tags: image.tags.filter((existing) => existing !== tag) },
      });
      await recordActivity(tx, weddingId, memberActor(res), { action: 'gallery.tagsChanged', subject: tag });
    });
    res.json(toImageDto(await findWeddingImage(deps.prisma, weddingId, imageId)));
  };
}
