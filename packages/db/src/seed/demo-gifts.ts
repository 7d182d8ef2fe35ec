import type { Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

/** The gifts that came before the wedding, as a couple records them: some thanked, some not yet. */
const DEMO_GIFTS = [
  { description: 'Ein Satz Weingläser', amount: null, status: 'sent', daysBefore: 40 },
  { description: 'Geld für die Hochzeitsreise', amount: 250, status: 'written', daysBefore: 30 },
  { description: 'Kochbuch mit Widmung', amount: null, status: 'toWrite', daysBefore: 21 },
  { description: 'Gutschein für ein Abendessen', amount: 80, status: 'toWrite', daysBefore: 14 },
  { description: 'Handgemachte Vase', amount: null, status: 'sent', daysBefore: 9 },
] as const;

const DAY = 86_400_000;
const dayOf = (date: Date) => new Date(`${date.toISOString().slice(0, 10)}T00:00:00.000Z`);

/**
 * Gifts of the first households, each with its thank-you note where a couple would have it, and the activity feed's
 * lines for them and for the latest answers, so the demo's gifts page and activity feed show a planning in progress.
 */
export async function seedDemoGifts(
  tx: Tx,
  weddingId: string,
  actor: { id: string; name: string },
  now: Date,
) {
  const heads = await tx.guest.findMany({
    where: { weddingId, partyId: { not: '' } },
    orderBy: [{ partyName: 'asc' }, { id: 'asc' }],
    select: { id: true, partyId: true, name: true },
  });
  const households = heads.filter((guest) => guest.id === guest.partyId).slice(0, DEMO_GIFTS.length);
  for (const [index, household] of households.entries()) {
    const gift = DEMO_GIFTS[index];
    if (!gift) break;
    const receivedOn = dayOf(new Date(now.getTime() - gift.daysBefore * DAY));
    await tx.gift.create({
      data: {
        weddingId,
        householdId: household.id,
        description: gift.description,
        amount: gift.amount,
        currency: gift.amount === null ? null : 'EUR',
        receivedOn,
        thankYouStatus: gift.status,
        thankYouOn: gift.status === 'toWrite' ? null : dayOf(new Date(receivedOn.getTime() + 5 * DAY)),
      },
    });
    await tx.weddingActivity.create({
      data: {
        weddingId,
        actorId: actor.id,
        actorName: actor.name,
        actorKind: 'member',
        area: 'gifts',
        action: gift.status === 'sent' ? 'gift.thanked' : 'gift.recorded',
        subject: household.name,
        createdAt: new Date(receivedOn.getTime() + 18 * 3_600_000),
      },
    });
  }
  const answers = await tx.rsvp.findMany({
    where: { weddingId },
    orderBy: { submittedAt: 'desc' },
    take: 6,
    select: { name: true, attendanceStatus: true, numberOfGuests: true, submittedAt: true },
  });
  await tx.weddingActivity.createMany({
    data: answers.map((answer) => ({
      weddingId,
      actorName: answer.name,
      actorKind: 'guest',
      area: 'rsvps',
      action: 'rsvp.received',
      detail: answer.attendanceStatus,
      count: answer.numberOfGuests > 1 ? answer.numberOfGuests : null,
      createdAt: answer.submittedAt,
    })),
  });
}
