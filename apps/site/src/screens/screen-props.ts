import type { SiteActions } from '../site-actions';
import type { EmbeddedSiteState } from '../site-state';

/** The state of one screen kind. */
export type ScreenState<Kind extends EmbeddedSiteState['screen']> = Extract<
  EmbeddedSiteState,
  { screen: Kind }
>;

export interface ScreenProps<Kind extends EmbeddedSiteState['screen']> {
  state: ScreenState<Kind>;
  actions: SiteActions;
}
