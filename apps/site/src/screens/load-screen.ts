import type { ComponentType } from 'react';
import type { SitePageState } from '../site-state';
import type { ScreenProps } from './screen-props';

export type AnyScreen = ComponentType<ScreenProps<SitePageState['screen']>>;

/**
 * One chunk per screen: a guest at the door does not download the site's sections, an admitted guest not the
 * door. The server preloads the chunk of the screen it rendered, so this import does not add a round trip.
 */
const loaders: { [Kind in SitePageState['screen']]: () => Promise<ComponentType<ScreenProps<Kind>>> } = {
  site: () => import('./SiteScreen').then((module) => module.SiteScreen),
  access: () => import('./AccessScreen').then((module) => module.AccessScreen),
  error: () => import('./ErrorScreen').then((module) => module.ErrorScreen),
};

export const loadScreen = (kind: SitePageState['screen']) => loaders[kind]() as Promise<AnyScreen>;
