import {
  fillIsland,
  IslandRoot,
  IslandsRenderedApart,
  SITE_ISLAND_COMPONENTS,
  SITE_ISLANDS,
  siteIslandIdPrefix,
} from '@wedding/guest-site';
import { serverThemeScope, UserMenu } from '@wedding/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { ScreenState } from '../screens/screen-props';
import { sitePageProps } from '../screens/site-page-props';
import { serverSiteActions } from '../site-actions';

/**
 * The admitted site with every island rendered as a root of its own: the page first, each island's element
 * empty, then each island with its own `identifierPrefix` put inside. The browser hydrates
 * each island as such a root (islands/hydrate-site-islands.tsx), so its ids (useId) and markup agree exactly.
 */
export function renderSiteWithIslands(state: ScreenState<'site'>, page: ReactNode): string {
  const html = renderToString(
    <IslandsRenderedApart.Provider value={true}>{page}</IslandsRenderedApart.Provider>,
  );
  const props = sitePageProps(state, serverSiteActions, UserMenu);
  const themeScope = serverThemeScope(state.colorMode);
  return SITE_ISLANDS.reduce((filled, id) => {
    if (!filled.includes(`data-island="${id}"`)) return filled;
    const Island = SITE_ISLAND_COMPONENTS[id];
    const island = renderToString(
      <IslandRoot locale={state.locale} themeScope={themeScope}>
        <Island {...props} />
      </IslandRoot>,
      { identifierPrefix: siteIslandIdPrefix(id) },
    );
    return fillIsland(filled, id, island);
  }, html);
}
