import { invitedEventIds, type Locale, type PublicWeddingView } from '@wedding/core';
import type { Request } from 'express';
import { householdOfRequest } from '../auth/household-access.js';
import type { AppDeps } from '../context.js';
import { invitedHouseholdOf, loadEventInvitations } from '../events/index.js';
import { immediateGuestViews } from './guest-views.js';
import { loadPublicWeddingView } from './public-view.js';

/**
 * The site as an admitted visitor sees it, for the server-rendered page and GET /api/public/weddings/{slug} alike:
 * a guest's view is counted, read through the view cache when the server keeps one, names the household of a
 * personal link and shows only the schedule events that household (or, without a link, everyone) is invited to; a
 * member's preview is always read fresh and shows every event.
 */
export async function siteViewFor(
  deps: AppDeps,
  req: Request,
  visitor: 'grant' | 'member',
  weddingId: string,
  locale: Locale,
): Promise<PublicWeddingView> {
  const load = () => loadPublicWeddingView(deps.prisma, weddingId, locale);
  if (visitor === 'member') return { ...(await load()), household: null };
  const [, wedding, household] = await Promise.all([
    (deps.guestViews ?? immediateGuestViews(deps.prisma)).count(weddingId, deps.now()),
    deps.publicViews ? deps.publicViews.get(weddingId, locale, load) : load(),
    householdOfRequest(deps, req, weddingId),
  ]);
  const named = household ? { names: household.names } : null;
  // No event for chosen guests only (nor meals): everyone sees every event, and a burst of personal links reads
  // nothing more than the cached view.
  if (!wedding.rsvpPerEvent) return { ...wedding, household: named };
  // The cached view holds every event; each household sees only those it is invited to (not cached per household).
  const [events, invited] = await Promise.all([
    loadEventInvitations(deps.prisma, weddingId),
    household ? invitedHouseholdOf(deps.prisma, weddingId, household) : null,
  ]);
  const visible = new Set(invitedEventIds(events, invited));
  return {
    ...wedding,
    schedule: wedding.schedule.filter((event) => visible.has(event.id)),
    household: named,
  };
}
