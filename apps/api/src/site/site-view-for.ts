import type { Locale, PublicWeddingView } from '@wedding/core';
import type { Request } from 'express';
import { householdOfRequest } from '../auth/household-access.js';
import type { AppDeps } from '../context.js';
import { loadPublicWeddingView } from '../routes/public-view.js';
import { immediateGuestViews } from './guest-views.js';

/**
 * The site as an admitted visitor sees it, for the server-rendered page and GET /api/public/weddings/{slug} alike:
 * a guest's view is counted, read through the view cache when the server keeps one, and names the household of a
 * personal link; a member's preview is always read fresh.
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
  return { ...wedding, household: household ? { names: household.names } : null };
}
