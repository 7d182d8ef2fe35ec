import type { Prisma } from '@wedding/db';

/**
 * Serialises gallery writes of one wedding inside a transaction (image count limit, tag limit), so two
 * concurrent uploads or tag adds cannot both pass a check made for one. The lock ends with the transaction.
 */
export async function lockWeddingGallery(tx: Prisma.TransactionClient, weddingId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${`gallery:${weddingId}`}))) AS lock`;
}
