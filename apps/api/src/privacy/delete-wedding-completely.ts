import type { AppDeps } from '../context.js';
import { anonymiseAuditEntries } from './anonymise-audit-entries.js';
import { forgetRateLimitClient } from './forget-rate-limit-client.js';
import { imageStorageKeys } from './image-storage-keys.js';

/**
 * Deletes a wedding and everything stored about it: its rows (guests and their change history, RSVPs, locations,
 * schedule, gallery, members, views, member invitations, messages to staff about it and their replies, theme
 * versions: all cascade from `weddings`), the passkey invitations that name it, the rate-limit window of its
 * access code, and its image files; staff's audit entries about it are anonymised (anonymiseAuditEntries). Rows go first in one transaction, files after, so a failure
 * never leaves a wedding whose images are gone; a file that cannot be removed is reported to the caller.
 * Guest grants need no revocation: they are signatures over the wedding id and code, worthless once it is gone.
 */
export async function deleteWeddingCompletely(
  deps: AppDeps,
  weddingId: string,
): Promise<{ deleted: boolean; filesNotRemoved: string[] }> {
  const wedding = await deps.prisma.wedding.findUnique({
    where: { id: weddingId },
    select: { slug: true, images: { select: { storageKey: true, url: true, thumbnailUrl: true } } },
  });
  if (!wedding) return { deleted: false, filesNotRemoved: [] };
  const files = wedding.images.flatMap(imageStorageKeys);
  await deps.prisma.$transaction(async (tx) => {
    await tx.authChallenge.deleteMany({ where: { weddingId } });
    await anonymiseAuditEntries(tx, { weddingId });
    await tx.wedding.delete({ where: { id: weddingId } });
  });
  await forgetRateLimitClient(deps, 'accessCodePerWedding', wedding.slug);
  const results = await Promise.allSettled(files.map((key) => deps.storage.delete(key)));
  const filesNotRemoved = files.filter((_key, index) => results[index]?.status === 'rejected');
  return { deleted: true, filesNotRemoved };
}
