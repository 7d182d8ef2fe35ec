import type { ComponentType } from 'react';
import type { SitePageState } from '../site-state';
import type { ScreenProps } from './screen-props';

export type AnyScreen = ComponentType<ScreenProps<SitePageState['screen']>>;

/** The screens the browser hydrates as a whole; the admitted site is hydrated island by island instead. */
export type WholeScreen = Exclude<SitePageState['screen'], 'site'>;

/**
 * One chunk per screen: a guest at the door does not download the site's sections. The server preloads the chunk
 * of the screen it rendered, so this import does not add a round trip.
 */
const loaders: { [Kind in WholeScreen]: () => Promise<ComponentType<ScreenProps<Kind>>> } = {
  access: () => import('./AccessScreen').then((module) => module.AccessScreen),
  rsvpManage: () => import('./RsvpManageScreen').then((module) => module.RsvpManageScreen),
  error: () => import('./ErrorScreen').then((module) => module.ErrorScreen),
};

export const loadScreen = (kind: WholeScreen) => loaders[kind]() as Promise<AnyScreen>;
