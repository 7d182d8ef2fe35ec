import type { CreatedWedding, TestContext } from '../harness.js';

export type HouseholdFixture = { head: string; companion: string; single: string };

/**
 * Two households on the wedding's list: Ada Lovelace with her companion Byron (a party with a primary), and Grace
 * Hopper alone. Addresses and phones as given (null: none).
 */
export async function addHouseholds(
  ctx: TestContext,
  wedding: CreatedWedding,
  contact: { adaEmail?: string | null; graceEmail?: string | null } = {},
): Promise<HouseholdFixture> {
  const head = await ctx.prisma.guest.create({
    data: {
      weddingId: wedding.id,
      name: 'Ada Lovelace',
      email: contact.adaEmail === undefined ? 'ada@example.org' : contact.adaEmail,
      phone: '+49 151 1234567',
    },
  });
  const group = await ctx.prisma.companionGroup.create({
    data: { weddingId: wedding.id, primaryGuestId: head.id },
  });
  await ctx.prisma.guest.update({
    where: { id: head.id },
    data: { partyId: head.id, partyName: 'Ada Lovelace', groupRole: 'primary', companionGroupId: group.id },
  });
  const companion = await ctx.prisma.guest.create({
    data: {
      weddingId: wedding.id,
      name: 'Byron Lovelace',
      partyId: head.id,
      partyName: 'Ada Lovelace',
      groupRole: 'companion',
      companionGroupId: group.id,
    },
  });
  const single = await ctx.prisma.guest.create({
    data: {
      weddingId: wedding.id,
      name: 'Grace Hopper',
      partyName: 'Grace Hopper',
      email: contact.graceEmail === undefined ? null : contact.graceEmail,
    },
  });
  await ctx.prisma.guest.update({ where: { id: single.id }, data: { partyId: single.id } });
  return { head: head.id, companion: companion.id, single: single.id };
}
