import { SiteErrorScreen } from '@wedding/guest-site';
import type { ScreenProps } from './screen-props';

/** Not found or a server failure, in the guest's language. */
export function ErrorScreen({ state }: ScreenProps<'error'>) {
  return (
    <SiteErrorScreen
      locale={state.locale}
      type={state.errorType}
      colorMode={state.colorMode}
      themeCssVars={state.themeCssVars}
    />
  );
}
