import { loadSiteLocale } from '@wedding/guest-site';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserActions } from './browser/browser-actions';
import { SiteApp } from './SiteApp';
import { loadScreen } from './screens/load-screen';
import { type EmbeddedSiteState, SITE_STATE_ELEMENT_ID } from './site-state';

/**
 * Hydrates the server-rendered page with the state the server rendered it from (imported by boot.ts after the
 * first paint). The client bundle carries no string catalogue (built with the `wedding-lean` condition): the
 * page's one locale is loaded first (boot.ts preloads its chunks from the server's list), so the first client
 * render equals the server's markup.
 */
async function hydrate(): Promise<void> {
  const stateElement = document.getElementById(SITE_STATE_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!stateElement?.textContent || !root) throw new Error('The page has no server-rendered state');
  const state = JSON.parse(stateElement.textContent) as EmbeddedSiteState;
  const [Screen] = await Promise.all([loadScreen(state.screen), loadSiteLocale(state.locale)]);
  hydrateRoot(root, <SiteApp state={state} actions={createBrowserActions()} Screen={Screen} />);
}

hydrate().catch((error: unknown) => {
  // The server-rendered page stays readable; only its interactive parts are missing.
  console.error('[site] hydration failed', error);
});
