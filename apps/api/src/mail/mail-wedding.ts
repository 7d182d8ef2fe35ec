import { calendarDayInZone, type Locale } from '@wedding/core';
import type { MailWedding } from '@wedding/mail';
import type { AppDeps } from '../context.js';
import { weddingMainLocale } from '../couple/wedding-main-locale.js';

/** A wedding as its emails need it: the template's data, and where its links lead. */
export type MailWeddingContext = {
  id: string;
  slug: string;
  mainLocale: Locale;
  wedding: MailWedding;
};

/** The wedding's names, dates, site address and theme for its emails. */
export async function loadMailWedding(deps: AppDeps, weddingId: string): Promise<MailWeddingContext> {
  const [wedding, mainLocale] = await Promise.all([
    deps.prisma.wedding.findUniqueOrThrow({
      where: { id: weddingId },
      select: {
        slug: true,
        weddingDate: true,
        rsvpDeadline: true,
        timeZone: true,
        customization: true,
        info: { select: { brideName: true, groomName: true }, take: 1, orderBy: { createdAt: 'asc' } },
      },
    }),
    weddingMainLocale(deps.prisma, weddingId),
  ]);
  const names = wedding.info[0];
  return {
    id: weddingId,
    slug: wedding.slug,
    mainLocale,
    wedding: {
      partner1: names?.brideName ?? '',
      partner2: names?.groomName ?? '',
      // The wedding day is stored as midnight UTC of the calendar date (weddings/create-wedding.ts).
      weddingDate: wedding.weddingDate?.toISOString().slice(0, 10) ?? null,
      rsvpDeadline: wedding.rsvpDeadline ? calendarDayInZone(wedding.rsvpDeadline, wedding.timeZone) : null,
      siteUrl: `${deps.config.publicUrl}/${mainLocale}/w/${wedding.slug}`,
      customization: wedding.customization,
    },
  };
}
