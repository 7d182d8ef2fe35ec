import type { ErrorBoundaryType, Locale } from '@wedding/core';
import type { Customization } from '@wedding/tokens';
import {
  ErrorScreen,
  I18nProvider,
  type ThemeCssVars,
  type ThemeModePreference,
  ThemeScope,
} from '@wedding/ui';
import { useMemo } from 'react';
import { siteThemeScopeProps } from '../../frame/site-theme/site-theme';
import * as styles from './SiteErrorScreen.css';

export interface SiteErrorScreenProps {
  locale: Locale;
  /** The boundary type; inferred from `error` (core inferErrorBoundaryType) when omitted. */
  type?: ErrorBoundaryType;
  error?: unknown;
  /** Retry (network, server and component errors) resets the failed part; by default the page reloads. */
  onRetry?: () => void;
  /**
   * Re-authenticate / Log In. For guests that is the access-code screen, which the server shows on a reload of
   * the same address once the admission is gone, so reloading is the default.
   */
  onAuthenticate?: () => void;
  customization?: Customization;
  /** The variables of that theme for both modes, derived on the server (`siteThemeCssVars`). */
  themeCssVars: ThemeCssVars;
  colorMode?: ThemeModePreference;
}

const reloadPage = () => window.location.reload();

/**
 * The public site's error screen (docs/requirements.md B8): @wedding/ui ErrorScreen in the guest's language and theme,
 * e.g. wedding_not_found 'Wedding Not Found' with Go Home to '/', network_error 'Connection Problem' with Retry.
 */
export function SiteErrorScreen({
  locale,
  type,
  error,
  onRetry = reloadPage,
  onAuthenticate = reloadPage,
  customization,
  themeCssVars,
  colorMode = 'system',
}: SiteErrorScreenProps) {
  const themeScope = useMemo(() => siteThemeScopeProps(customization), [customization]);
  return (
    <I18nProvider locale={locale}>
      <ThemeScope cssVars={themeCssVars} mode={colorMode} {...themeScope}>
        <main className={styles.screen}>
          <div className={styles.panel}>
            <ErrorScreen type={type} error={error} onRetry={onRetry} onAuthenticate={onAuthenticate} />
          </div>
        </main>
      </ThemeScope>
    </I18nProvider>
  );
}
