import type { Locale } from '@wedding/core';
import type { SiteHeaderAccount, WeddingSitePageProps } from '@wedding/guest-site';
import { calendarHref, type SiteActions } from '../site-actions';
import type { ScreenState } from './screen-props';

/**
 * The admitted site's props from the embedded state: the whole page on the server (SiteScreen), and each island
 * the server renders apart and the browser hydrates (islands/hydrate-site-islands.tsx) from the same values. A
 * signed-in member's page needs the header's `UserMenu` (the server imports it, the browser loads it for them only).
 */
export function sitePageProps(
  state: ScreenState<'site'>,
  actions: SiteActions,
  UserMenu?: SiteHeaderAccount['UserMenu'],
): WeddingSitePageProps {
  const { wedding, locale, viewer } = state;
  return {
    wedding,
    locale,
    themeCssVars: state.themeCssVars,
    now: new Date(state.now),
    colorMode: state.colorMode,
    calendarHref: (eventId) => calendarHref(wedding.slug, eventId, locale),
    onColorModeChange: actions.rememberColorMode,
    onLocaleChange: (next: Locale) => actions.changeLocale(next, wedding.slug),
    onLogout: () => actions.logout(wedding.slug, viewer),
    account: state.viewer === 'member' && UserMenu ? { ...state.account, UserMenu } : undefined,
  };
}
