import type { PrismaClient } from '@wedding/db';

export type SuppressionReason = 'unsubscribed' | 'bounced';

/** Addresses are compared as their owners type them in any case: stored and looked up lower-cased. */
export const normalizeAddress = (address: string) => address.trim().toLowerCase();

/** The wedding's suppressed addresses among `addresses`, with the reason. */
export async function findSuppressions(
  prisma: PrismaClient,
  weddingId: string,
  addresses: readonly string[],
): Promise<Map<string, SuppressionReason>> {
  if (addresses.length === 0) return new Map();
  const rows = await prisma.mailSuppression.findMany({
    where: { weddingId, address: { in: [...new Set(addresses.map(normalizeAddress))] } },
    select: { address: true, reason: true },
  });
  return new Map(rows.map((row) => [row.address, row.reason as SuppressionReason]));
}

/** The wedding writes to the address no more; an earlier reason is kept (an unsubscribe stays an unsubscribe). */
export async function suppressAddress(
  prisma: PrismaClient,
  weddingId: string,
  address: string,
  reason: SuppressionReason,
  detail: string | null = null,
): Promise<void> {
  await prisma.mailSuppression.upsert({
    where: { weddingId_address: { weddingId, address: normalizeAddress(address) } },
    create: { weddingId, address: normalizeAddress(address), reason, detail },
    update: {},
  });
}
