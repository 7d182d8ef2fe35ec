import type { SitePageState } from '../site-state';

/**
 * Source paths of what the browser loads for each screen (as the build manifest names them): the server preloads
 * the chunks of the screen it rendered by these. The admitted site is hydrated island by island, so its module is
 * the island hydrator; the door and the error page are whole screens (load-screen.ts imports them lazily).
 */
export const SCREEN_MODULES: Readonly<Record<SitePageState['screen'], string>> = {
  site: 'src/islands/hydrate-site-islands.tsx',
  access: 'src/screens/AccessScreen.tsx',
  rsvpManage: 'src/screens/RsvpManageScreen.tsx',
  unsubscribe: 'src/screens/UnsubscribeScreen.tsx',
  error: 'src/screens/ErrorScreen.tsx',
};

/**
 * The islands every admitted page hydrates at once (whenIslandWanted's 'now': the header): their chunks are
 * preloaded with the hydrator. Matched against the build manifest's module paths of @wedding/guest-site.
 */
export const FIRST_VIEW_ISLAND_MODULES = /\/islands\/content\/HeaderIsland\.js$/;

/**
 * The header's user menu (`UserMenu` of @wedding/ui): imported in the browser by the page of a signed-in member or
 * staff only, so the server lists its chunk for those pages alone.
 */
export const USER_MENU_MODULE = 'src/islands/user-menu.ts';

/**
 * A string catalogue module of one locale: `catalogs/de.js`, `site-text/de.js`, `de-PH46KRJN.js` (tsup-hashed). The
 * unsubscribe page's `unsubscribe-de.js` is none on purpose: only that page needs it, and its screen loads it.
 */
export const LOCALE_MODULE = /(?:^|\/)(de|en|pl|tr|hi|es)(?:-[A-Za-z0-9]+)?\.(?:js|mjs|ts|json)$/;
