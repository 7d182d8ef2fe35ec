import { loadSiteLocale } from '@wedding/guest-site';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserActions } from './browser/browser-actions';
import { HYDRATED_ATTRIBUTE } from './islands/hydrated-attribute';
import { SiteApp } from './SiteApp';
import { loadScreen } from './screens/load-screen';
import type { ScreenState } from './screens/screen-props';
import { type EmbeddedSiteState, SITE_STATE_ELEMENT_ID } from './site-state';

/**
 * Makes the server-rendered page interactive with the state the server rendered it from (imported by boot.ts after
 * the first paint). The client bundle carries no string catalogue (built with the `wedding-lean` condition): the
 * page's one locale is loaded first (boot.ts preloads its chunks from the server's list), so the first client
 * render equals the server's markup. The admitted site is hydrated island by island (only its interactive parts,
 * each when it is wanted); the access door, the private pages (RSVP, unsubscribe) and the error page, small and
 * interactive throughout, as a whole.
 */
async function hydrate(): Promise<void> {
  const stateElement = document.getElementById(SITE_STATE_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!stateElement?.textContent || !root) throw new Error('The page has no server-rendered state');
  const state = JSON.parse(stateElement.textContent) as EmbeddedSiteState;
  if (state.screen === 'site') {
    const [{ hydrateSiteIslands }] = await Promise.all([
      import('./islands/hydrate-site-islands'),
      loadSiteLocale(state.locale),
    ]);
    const islands = hydrateSiteIslands(state as ScreenState<'site'>, createBrowserActions(), root);
    // An open guest tab takes over the theme the couple saves in the dashboard (another tab of this browser).
    islands.followThemeSaves();
    return;
  }
  const [Screen] = await Promise.all([loadScreen(state.screen, state.locale), loadSiteLocale(state.locale)]);
  hydrateRoot(root, <SiteApp state={state} actions={createBrowserActions()} Screen={Screen} />);
  // Preact hydrates synchronously: the screen is interactive now (hydrate-site-islands marks its islands alike).
  root.setAttribute(HYDRATED_ATTRIBUTE, '');
}

hydrate().catch((error: unknown) => {
  // The server-rendered page stays readable; only its interactive parts are missing.
  console.error('[site] hydration failed', error);
});
