import type { HouseholdSelection } from '@wedding/core';
import type { PrismaClient } from '@wedding/db';
import { type Household, loadHouseholds } from '../../households/load-households.js';

/** The households a message or a print run is for: all, those without an answer, or the chosen ones. */
export async function householdsOfSelection(
  prisma: PrismaClient,
  weddingId: string,
  selection: HouseholdSelection,
): Promise<Household[]> {
  if (selection.audience === 'chosen') return loadHouseholds(prisma, weddingId, selection.households);
  const households = await loadHouseholds(prisma, weddingId);
  return selection.audience === 'unanswered'
    ? households.filter((household) => !household.answered)
    : households;
}
