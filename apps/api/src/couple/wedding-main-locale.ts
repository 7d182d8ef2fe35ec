import { type Locale, mainSiteLocale } from '@wedding/core';
import type { PrismaClient } from '@wedding/db';

/** The language the couple wrote their site in first (guests read it where their own has no text). */
export async function weddingMainLocale(prisma: PrismaClient, weddingId: string): Promise<Locale> {
  const infos = await prisma.weddingInfo.findMany({
    where: { weddingId },
    select: { locale: true, createdAt: true },
  });
  return mainSiteLocale(infos);
}
