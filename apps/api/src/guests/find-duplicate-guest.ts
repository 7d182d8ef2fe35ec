import type { Prisma } from '@wedding/db';

type GuestReader = Pick<Prisma.TransactionClient, 'guest'>;

/**
 * Duplicate rule (docs/requirements.md B8 409): another guest of the same wedding with the same name (ignoring case
 * and surrounding spaces) and the same phone, where two missing phones count as the same.
 */
export async function findDuplicateGuest(
  db: GuestReader,
  {
    weddingId,
    name,
    phone,
    excludeId,
  }: { weddingId: string; name: string; phone: string | null; excludeId?: string },
): Promise<string | null> {
  const normalizedPhone = phone?.trim() || null;
  const duplicate = await db.guest.findFirst({
    where: {
      weddingId,
      name: { equals: name.trim(), mode: 'insensitive' },
      ...(normalizedPhone ? { phone: normalizedPhone } : { OR: [{ phone: null }, { phone: '' }] }),
      ...(excludeId ? { id: { not: excludeId } } : {}),
    },
    select: { id: true },
  });
  return duplicate?.id ?? null;
}
