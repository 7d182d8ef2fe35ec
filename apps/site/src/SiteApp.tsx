import type { AnyScreen } from './screens/load-screen';
import type { SiteActions } from './site-actions';
import type { EmbeddedSiteState } from './site-state';

export interface SiteAppProps {
  state: EmbeddedSiteState;
  /** What the guest's clicks do; the server renders with actions that are never called. */
  actions: SiteActions;
  /** The component of `state.screen`: imported statically on the server, as its own chunk in the browser. */
  Screen: AnyScreen;
}

/**
 * The one screen the server chose for this address: the admitted site, the access-code door or an error.
 * Rendered on the server and hydrated from the same state with the same tree, so nothing here may read the
 * browser during render.
 */
export function SiteApp({ state, actions, Screen }: SiteAppProps) {
  return <Screen state={state} actions={actions} />;
}
