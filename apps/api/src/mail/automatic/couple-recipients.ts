import type { Locale } from '@wedding/core';
import { Prisma, type PrismaClient } from '@wedding/db';

export type CoupleRecipient = { userId: string; email: string; name: string; locale: Locale | null };

/**
 * The wedding's members who verified an email address, the first to join first, as one jsonb array: a raw statement
 * can read them together with what else it needs (queue-rsvp-mails.ts, once per RSVP).
 */
export const coupleRecipientsSql = (weddingId: string) => Prisma.sql`
  (SELECT COALESCE(jsonb_agg(jsonb_build_object('userId', u.id, 'email', u.email,
      'name', COALESCE(u.name, u.username), 'locale', u.locale) ORDER BY m."joinedAt", m.id), '[]'::jsonb)
    FROM wedding_members m JOIN users u ON u.id = m."userId"
    WHERE m."weddingId" = ${weddingId} AND u.email IS NOT NULL)`;

/** The wedding's members who verified an email address: notices and digests go to them. */
export async function coupleRecipients(prisma: PrismaClient, weddingId: string): Promise<CoupleRecipient[]> {
  const [row] = await prisma.$queryRaw<{ couple: CoupleRecipient[] }[]>`
    SELECT ${coupleRecipientsSql(weddingId)} AS couple`;
  return row?.couple ?? [];
}

/** Where a notice sends the couple: the RSVP desk of the dashboard. */
export const rsvpDeskUrl = (publicUrl: string) => `${publicUrl}/dashboard/wedding/rsvp`;
