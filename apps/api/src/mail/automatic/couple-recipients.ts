import type { Locale } from '@wedding/core';
import type { PrismaClient } from '@wedding/db';

export type CoupleRecipient = { userId: string; email: string; name: string; locale: Locale | null };

/** The wedding's members who verified an email address: notices and digests go to them. */
export async function coupleRecipients(prisma: PrismaClient, weddingId: string): Promise<CoupleRecipient[]> {
  const members = await prisma.weddingMember.findMany({
    where: { weddingId, user: { email: { not: null } } },
    orderBy: { joinedAt: 'asc' },
    select: { user: { select: { id: true, email: true, name: true, username: true, locale: true } } },
  });
  return members.map(({ user }) => ({
    userId: user.id,
    email: user.email as string,
    name: user.name ?? user.username,
    locale: user.locale,
  }));
}

/** Where a notice sends the couple: the RSVP desk of the dashboard. */
export const rsvpDeskUrl = (publicUrl: string) => `${publicUrl}/dashboard/wedding/rsvp`;
