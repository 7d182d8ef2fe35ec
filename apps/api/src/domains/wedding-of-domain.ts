import type { PrismaClient } from '@wedding/db';

export interface DomainWedding {
  id: string;
  slug: string;
}

/**
 * The active wedding whose own domain `host` is, else null. Asked on every request to a host that is not the
 * product's (one indexed lookup, no cache), so a domain set or removed on one machine counts on every other at once.
 */
export async function weddingOfDomain(prisma: PrismaClient, host: string): Promise<DomainWedding | null> {
  const [wedding] = await prisma.$queryRaw<DomainWedding[]>`
    SELECT id, slug FROM weddings WHERE "customDomain" = ${host} AND "isActive"`;
  return wedding ?? null;
}
