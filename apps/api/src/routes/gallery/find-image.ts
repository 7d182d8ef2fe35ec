import type { Prisma } from '@wedding/db';
import { HttpError } from '../../http/errors.js';
import { GALLERY_ERROR_CODES, GALLERY_MESSAGES } from './gallery-messages.js';
import { type GalleryImageWithBackgrounds, imageInclude } from './image-dto.js';

export const imageNotFound = () =>
  new HttpError(404, GALLERY_ERROR_CODES.imageNotFound, undefined, GALLERY_MESSAGES.imageNotFound);

/** An image of another wedding answers exactly like a missing one. */
export async function findWeddingImage(
  db: Pick<Prisma.TransactionClient, 'galleryImage'>,
  weddingId: string,
  imageId: string,
): Promise<GalleryImageWithBackgrounds> {
  const image = await db.galleryImage.findFirst({
    where: { id: imageId, weddingId },
    include: imageInclude,
  });
  if (!image) throw imageNotFound();
  return image;
}
