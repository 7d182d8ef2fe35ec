import type { Locale } from '@wedding/core';
import { AccessCodeScreen } from '@wedding/guest-site';
import type { ScreenProps } from './screen-props';

/** The door: the couple's card and the access-code field. */
export function AccessScreen({ state, actions }: ScreenProps<'access'>) {
  const { card } = state;
  return (
    <AccessCodeScreen
      card={card}
      locale={state.locale}
      customization={state.customization ?? undefined}
      themeCssVars={state.themeCssVars}
      background={state.background}
      notice={state.notice}
      colorMode={state.colorMode}
      onColorModeChange={actions.rememberColorMode}
      onLocaleChange={(next: Locale) => actions.changeLocale(next, card.slug)}
      onSubmitCode={(code) => actions.submitAccessCode(card.slug, code)}
    />
  );
}
