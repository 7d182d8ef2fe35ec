import type { Locale } from '@wedding/core';
import { RsvpManagePage } from '@wedding/guest-site';
import type { ScreenProps } from './screen-props';

/** The guest's private RSVP page: their answer (the token is the link's fragment, read in the browser). */
export function RsvpManageScreen({ state, actions }: ScreenProps<'rsvpManage'>) {
  const { card } = state;
  return (
    <RsvpManagePage
      card={card}
      locale={state.locale}
      customization={state.customization ?? undefined}
      themeCssVars={state.themeCssVars}
      colorMode={state.colorMode}
      onColorModeChange={actions.rememberColorMode}
      onLocaleChange={(next: Locale) => actions.changeLocale(next, card.slug, 'rsvpManage')}
    />
  );
}
