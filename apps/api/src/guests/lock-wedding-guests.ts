import type { Prisma } from '@wedding/db';

/**
 * Serialises guest writes of one wedding inside a transaction, so two concurrent saves of the same
 * guest cannot both pass the duplicate check. The lock ends with the transaction.
 */
export async function lockWeddingGuests(tx: Prisma.TransactionClient, weddingId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${`guests:${weddingId}`}))) AS lock`;
}
