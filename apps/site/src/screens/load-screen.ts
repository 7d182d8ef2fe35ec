import type { Locale } from '@wedding/core';
import type { ComponentType } from 'react';
import type { SitePageState } from '../site-state';
import type { ScreenProps } from './screen-props';

export type AnyScreen = ComponentType<ScreenProps<SitePageState['screen']>>;

/** The screens the browser hydrates as a whole; the admitted site is hydrated island by island instead. */
export type WholeScreen = Exclude<SitePageState['screen'], 'site'>;

/**
 * One chunk per screen: a guest at the door does not download the site's sections. The server preloads the chunk
 * of the screen it rendered, so this import does not add a round trip. A screen with strings of its own (the
 * unsubscribe page) loads them in the page's locale before it is hydrated, so its first render equals the server's.
 */
const loaders: {
  [Kind in WholeScreen]: (locale: Locale) => Promise<ComponentType<ScreenProps<Kind>>>;
} = {
  access: () => import('./AccessScreen').then((module) => module.AccessScreen),
  rsvpManage: () => import('./RsvpManageScreen').then((module) => module.RsvpManageScreen),
  unsubscribe: (locale) =>
    import('./UnsubscribeScreen').then(async (module) => {
      await module.loadScreenText(locale);
      return module.UnsubscribeScreen;
    }),
  error: () => import('./ErrorScreen').then((module) => module.ErrorScreen),
};

export const loadScreen = (kind: WholeScreen, locale: Locale) => loaders[kind](locale) as Promise<AnyScreen>;
