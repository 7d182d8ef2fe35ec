import type { Locale } from '@wedding/core';
import { WeddingSitePage } from '@wedding/guest-site';
import { useMemo } from 'react';
import { calendarHref } from '../site-actions';
import type { ScreenProps } from './screen-props';

/** The admitted guest's site. */
export function SiteScreen({ state, actions }: ScreenProps<'site'>) {
  const { wedding, locale, viewer } = state;
  const now = useMemo(() => new Date(state.now), [state.now]);
  return (
    <WeddingSitePage
      wedding={wedding}
      locale={locale}
      themeCssVars={state.themeCssVars}
      now={now}
      colorMode={state.colorMode}
      calendarHref={(eventId) => calendarHref(wedding.slug, eventId, locale)}
      onColorModeChange={actions.rememberColorMode}
      onLocaleChange={(next: Locale) => actions.changeLocale(next, wedding.slug)}
      onLogout={() => actions.logout(wedding.slug, viewer)}
    />
  );
}
