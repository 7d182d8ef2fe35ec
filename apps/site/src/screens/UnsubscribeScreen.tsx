import type { Locale } from '@wedding/core';
import { UnsubscribePage } from '@wedding/guest-site';
import type { ScreenProps } from './screen-props';

/** The page an email's unsubscribe link opens (the token is the link's fragment, read in the browser). */
export function UnsubscribeScreen({ state, actions }: ScreenProps<'unsubscribe'>) {
  const { card } = state;
  return (
    <UnsubscribePage
      card={card}
      locale={state.locale}
      customization={state.customization ?? undefined}
      themeCssVars={state.themeCssVars}
      colorMode={state.colorMode}
      onColorModeChange={actions.rememberColorMode}
      onLocaleChange={(next: Locale) => actions.changeLocale(next, card.slug, 'unsubscribe')}
    />
  );
}

// Its strings are no part of the site's locale chunks (every first view loads those): load-screen.ts awaits them.
export { loadUnsubscribeText as loadScreenText } from '@wedding/guest-site';
