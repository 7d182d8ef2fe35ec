import { invitedEventIds } from '@wedding/core';
import type { Request } from 'express';
import { householdOfRequest } from '../auth/household-access.js';
import type { AppDeps } from '../context.js';
import { invitedHouseholdOf } from './invited-household.js';
import { loadEventInvitations } from './load-event-invitations.js';

/**
 * The schedule events a visitor may see and answer: a member previewing sees them all; a guest the events open to
 * everyone and, when a personal link names their household, the chosen events it is invited to.
 */
export async function visibleEventIds(
  deps: AppDeps,
  req: Request,
  visitor: 'grant' | 'member',
  weddingId: string,
): Promise<Set<string>> {
  const [events, household] = await Promise.all([
    loadEventInvitations(deps.prisma, weddingId),
    visitor === 'grant' ? householdOfRequest(deps, req, weddingId) : undefined,
  ]);
  if (visitor === 'member') return new Set(events.map((event) => event.id));
  const invited = household ? await invitedHouseholdOf(deps.prisma, weddingId, household) : null;
  return new Set(invitedEventIds(events, invited));
}
