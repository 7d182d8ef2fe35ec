import type { Locale, SitePageState } from '@wedding/core';

export type { ColorModePreference, SitePageState } from '@wedding/core';

/**
 * The API's side of the contract with the site's server bundle (apps/site/src/entry-server.tsx): the page state
 * itself is core's `SitePageState`; these are the bundle's functions the API calls. Written out here because the
 * API runs and type-checks without the site being built; both sides are exercised by test/site-pages.test.ts.
 */
export type SitePathMatch =
  | { kind: 'site'; slug: string; locale: Locale | null }
  | { kind: 'rsvpManage'; slug: string; locale: Locale | null }
  | { kind: 'unsubscribe'; slug: string; locale: Locale | null }
  | { kind: 'unknownLocale'; slug: string; segment: string };

/** What dist/server/entry-server.js of apps/site exports (the part the API uses). */
export interface SiteServerBundle {
  parseSitePath(pathname: string): SitePathMatch | null;
  sitePath(locale: Locale, slug: string): string;
  createSiteRenderer(clientDir: string): (state: SitePageState) => { status: number; html: string };
}
