import { createContext, type ReactNode, useContext } from 'react';
import * as styles from './Island.css';
import type { SiteIslandId } from './site-islands';

/**
 * Set by a server renderer that renders every island as a root of its own (apps/site): the page then holds each
 * island's element empty, and that renderer puts the island's own render inside (`fillIsland`).
 */
export const IslandsRenderedApart = createContext(false);

/**
 * The element an island is hydrated into (`[data-island]`). Inline by default (stories, previews, tests render the
 * whole page in one tree); empty when the renderer renders islands apart.
 */
export function Island({ id, children }: { id: SiteIslandId; children: ReactNode }) {
  const apart = useContext(IslandsRenderedApart);
  return (
    <div data-island={id} className={styles.island}>
      {apart ? null : children}
    </div>
  );
}

/**
 * Puts an island's own server render into its (empty) element in the page's HTML; the page unchanged when it has no
 * such island.
 */
export function fillIsland(pageHtml: string, id: SiteIslandId, islandHtml: string): string {
  const empty = new RegExp(`(<div data-island="${id}"[^>]*>)(</div>)`);
  // A function, so `$&` and friends in the island's HTML are not interpreted.
  return pageHtml.replace(empty, (_match, open: string, close: string) => `${open}${islandHtml}${close}`);
}
