import type { Locale } from '@wedding/core';
import type { Customization } from '@wedding/tokens';
import {
  I18nProvider,
  type ThemeCssVars,
  type ThemeModePreference,
  ThemeScope,
  ThemeToggle,
} from '@wedding/ui';
import { type ReactNode, type Ref, useMemo } from 'react';
import { SiteLanguageSelector } from '../SiteLanguageSelector/SiteLanguageSelector';
import { siteThemeScopeProps } from '../site-theme/site-theme';
import * as styles from './DoorPage.css';

export interface DoorPageProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  customization?: Customization;
  /** Both modes' theme variables, derived on the server (`siteThemeCssVars`). */
  themeCssVars: ThemeCssVars;
  colorMode?: ThemeModePreference;
  onColorModeChange?: (mode: ThemeModePreference) => void;
  /** `data-*` attributes of the page, naming its state for tests and styles. */
  data: Record<`data-${string}`, string>;
  /** The wedding's line above the heading. */
  eyebrow: string;
  title: string;
  /** The heading takes the focus when the page's state changes under the guest's hands. */
  headingRef: Ref<HTMLHeadingElement>;
  width: keyof typeof styles.cardWidth;
  /** After the card: dialogs that belong to the page. */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * A page at the site's door, reached by a link that carries its own key (the private RSVP page, the unsubscribe
 * page): the couple's theme, the language and colour mode in a bar, one card with the wedding, a heading and the
 * page's own content.
 */
export function DoorPage({
  locale,
  onLocaleChange,
  customization,
  themeCssVars,
  colorMode = 'system',
  onColorModeChange,
  data,
  eyebrow,
  title,
  headingRef,
  width,
  after,
  children,
}: DoorPageProps) {
  const themeScope = useMemo(() => siteThemeScopeProps(customization), [customization]);
  return (
    <I18nProvider locale={locale}>
      <ThemeScope cssVars={themeCssVars} mode={colorMode} onModeChange={onColorModeChange} {...themeScope}>
        <div className={styles.screen} {...data}>
          <header className={styles.toolbar}>
            <ThemeToggle size="sm" />
            <SiteLanguageSelector locale={locale} onLocaleChange={onLocaleChange} hideLabel />
          </header>
          <main className={styles.main}>
            <div className={`${styles.cardBase} ${styles.cardWidth[width]}`}>
              <p className={styles.eyebrow}>{eyebrow}</p>
              <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
                {title}
              </h1>
              {children}
            </div>
          </main>
          {after}
        </div>
      </ThemeScope>
    </I18nProvider>
  );
}
