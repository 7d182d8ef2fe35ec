import {
  IslandRoot,
  isSiteIslandId,
  loadSiteIsland,
  SITE_ISLAND_ATTRIBUTE,
  type SiteIslandComponent,
  type SiteIslandId,
  siteIslandIdPrefix,
  type WeddingSitePageProps,
} from '@wedding/guest-site';
import { type AttachedThemeScope, attachThemeScope } from '@wedding/ui';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ScreenState } from '../screens/screen-props';
import { sitePageProps } from '../screens/site-page-props';
import type { SiteActions } from '../site-actions';
import { followThemeUpdates } from '../theme-sync/follow-theme-updates';
import { HYDRATED_ATTRIBUTE } from './hydrated-attribute';
import { whenIslandWanted } from './when-island-wanted';

/** Hydrates one island root (react-dom/client: React in tests, Preact's compat layer in the site's browser build). */
export type HydrateIsland = (element: HTMLElement, island: ReactNode, identifierPrefix: string) => void;

const hydrateWithRuntime: HydrateIsland = (element, island, identifierPrefix) => {
  hydrateRoot(element, island, { identifierPrefix });
};

/** A task of its own for each island, so no hydration adds to another's main-thread block. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface SiteIslands {
  /** Resolves once every island wanted so far is hydrated (tests; the page itself never waits). */
  settled(): Promise<void>;
  /** Islands hydrated so far, in order. */
  hydrated: SiteIslandId[];
  /** The page's ThemeScope, taken over without a render. */
  themeScope: AttachedThemeScope;
  /**
   * Starts taking over the theme the couple saves in another tab of this browser (docs/requirements.md A4
   * `THEME_UPDATED`): the code that fetches and applies it loads on the first such message. Returns the function that
   * stops it.
   */
  followThemeSaves(): () => void;
}

/**
 * Makes the admitted site interactive island by island (`[data-island]`, rendered apart by the server): each
 * island's code is fetched when it is wanted (see whenIslandWanted) and hydrated in a task of its own; the rest of
 * the page stays the server's HTML. The page's ThemeScope is taken over without a render, so the header's theme
 * toggle repaints the whole page.
 */
export function hydrateSiteIslands(
  state: ScreenState<'site'>,
  actions: SiteActions,
  root: HTMLElement,
  hydrate: HydrateIsland = hydrateWithRuntime,
): SiteIslands {
  const props = sitePageProps(state, actions);
  // A signed-in member's header shows their user menu, whose chunk only such pages load (the server lists it for
  // them): the header waits for it, so it renders exactly what the server did; the other islands never need it.
  const islandProps = (id: SiteIslandId): Promise<WeddingSitePageProps> =>
    id === 'header' && state.viewer === 'member'
      ? import('./user-menu').then(({ UserMenu }) => sitePageProps(state, actions, UserMenu))
      : Promise.resolve(props);
  const themeElement = root.querySelector<HTMLElement>('[data-theme-root]');
  if (!themeElement) throw new Error('The site page has no theme scope to hydrate');
  const themeScope = attachThemeScope(themeElement, {
    cssVars: state.themeCssVars,
    mode: state.colorMode,
    onModeChange: actions.rememberColorMode,
  });
  const hydrated: SiteIslandId[] = [];
  let queue = Promise.resolve();
  const hydrateWhenLoaded = (
    id: SiteIslandId,
    element: HTMLElement,
    loading: Promise<[SiteIslandComponent, WeddingSitePageProps]>,
  ) => {
    queue = queue
      .then(async () => {
        const [Island, props] = await loading;
        await nextTask();
        // A User Timing entry per island (DevTools' Timings track): what each hydration costs on a real phone.
        const started = performance.now();
        hydrate(
          element,
          <IslandRoot locale={state.locale} themeScope={themeScope}>
            <Island {...props} />
          </IslandRoot>,
          siteIslandIdPrefix(id),
        );
        element.setAttribute(HYDRATED_ATTRIBUTE, '');
        performance.measure(`island ${id}`, { start: started });
        hydrated.push(id);
      })
      .catch((error: unknown) => {
        // The island stays readable server HTML; the others still hydrate.
        console.error(`[site] hydrating the ${id} island failed`, error);
      });
  };
  for (const element of root.querySelectorAll<HTMLElement>(`[${SITE_ISLAND_ATTRIBUTE}]`)) {
    const id = element.getAttribute(SITE_ISLAND_ATTRIBUTE) ?? undefined;
    if (!isSiteIslandId(id)) continue;
    // Fetching starts at once; hydrating waits its turn in the queue.
    whenIslandWanted(id, element, () =>
      hydrateWhenLoaded(id, element, Promise.all([loadSiteIsland(id), islandProps(id)])),
    );
  }
  // The islands wanted at once are queued by now: when they are done, the first view is interactive.
  queue = queue.then(() => root.setAttribute(HYDRATED_ATTRIBUTE, ''));
  const weddingId = state.wedding.id;
  const followThemeSaves = () =>
    followThemeUpdates(weddingId, async () => {
      const { refreshTheme } = await import('../theme-sync/refresh-theme');
      await refreshTheme(weddingId, { document: root.ownerDocument, themeScope });
    });
  return { settled: () => queue, hydrated, themeScope, followThemeSaves };
}
