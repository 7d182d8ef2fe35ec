import type { PrintWedding } from '@wedding/print';
import type { AppDeps } from '../context.js';
import { loadMailWedding } from '../mail/mail-wedding.js';
import type { LinkTarget } from './household-view.js';
import { siteUrl } from './link-target.js';

/** What printed cards say about the wedding: the names and dates its emails use, the venue, the address and code. */
export async function loadPrintWedding(deps: AppDeps, target: LinkTarget): Promise<PrintWedding> {
  const [{ wedding }, stored, venue] = await Promise.all([
    loadMailWedding(deps, target.weddingId),
    deps.prisma.wedding.findUniqueOrThrow({ where: { id: target.weddingId }, select: { accessCode: true } }),
    // The ceremony's place, else the first place the couple entered.
    deps.prisma.location.findFirst({
      where: { weddingId: target.weddingId },
      orderBy: [{ type: 'asc' }, { createdAt: 'asc' }],
      select: { name: true, city: true },
    }),
  ]);
  return {
    partner1: wedding.partner1,
    partner2: wedding.partner2,
    weddingDate: wedding.weddingDate,
    rsvpDeadline: wedding.rsvpDeadline,
    venue: venue ? [venue.name, venue.city].filter((part) => part.trim() !== '').join(', ') : null,
    siteAddress: siteUrl(deps, target),
    accessCode: stored.accessCode,
    customization: wedding.customization,
  };
}
