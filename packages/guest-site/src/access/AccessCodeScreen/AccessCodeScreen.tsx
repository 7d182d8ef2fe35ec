import {
  ACCESS_CODE_CHARACTER_CLASS,
  ACCESS_CODE_LENGTH,
  type Locale,
  type PublicPageBackground,
  type PublicWeddingCard,
  translate,
} from '@wedding/core';
import type { Customization } from '@wedding/tokens';
import {
  Button,
  I18nProvider,
  type ThemeCssVars,
  type ThemeModePreference,
  ThemeScope,
  ThemeToggle,
} from '@wedding/ui';
import { type FormEvent, useId, useMemo } from 'react';
import { coupleNames } from '../../frame/couple-names';
import { frameText } from '../../frame/frame-text';
import { PageBackground } from '../../frame/PageBackground/PageBackground';
import { SiteLanguageSelector } from '../../frame/SiteLanguageSelector/SiteLanguageSelector';
import { siteThemeScopeProps } from '../../frame/site-theme/site-theme';
import * as styles from './AccessCodeScreen.css';
import { type SubmitAccessCode, useAccessCodeEntry } from './useAccessCodeEntry';

export interface AccessCodeScreenProps {
  /** GET /api/public/weddings/{slug}/card: couple names, or nulls for the 'private wedding' fallback. */
  card: PublicWeddingCard;
  locale: Locale;
  /** Sends the code (POST …/access); the app reloads the page after 'granted'. */
  onSubmitCode: SubmitAccessCode;
  onLocaleChange: (locale: Locale) => void;
  /** The couple's background for the 'invite' page, when the app has it. */
  background?: PublicPageBackground | null;
  /** Theme of the site (layout, density, fonts); the default preset when the card does not carry one. */
  customization?: Customization;
  /** The variables of that theme for both modes, derived on the server (`siteThemeCssVars`). */
  themeCssVars: ThemeCssVars;
  colorMode?: ThemeModePreference;
  onColorModeChange?: (mode: ThemeModePreference) => void;
  /** Why the guest is at the door: a personal link that no longer opens the site (core `SitePageState`). */
  notice?: 'personalLinkInvalid';
}

/** The symbols a code may hold besides letters and digits, for the hint ('& ! @ # $ % ^ * + = ? -'). */
const CODE_SYMBOLS = ACCESS_CODE_CHARACTER_CLASS.replace('A-Z0-9', '').split('').join(' ');

/**
 * The guests' door (the invite code entry card of docs/requirements.md A2, the access code rules of B5): couple names
 * or 'private wedding', a code field that upper-cases and strips as you type, shows the remaining count or a valid
 * marker, and submits by itself at the eighth character, by Enter or by the button. Wrong codes and failures keep what
 * was typed.
 */
export function AccessCodeScreen({
  card,
  locale,
  onSubmitCode,
  onLocaleChange,
  background,
  customization,
  themeCssVars,
  colorMode = 'system',
  onColorModeChange,
  notice,
}: AccessCodeScreenProps) {
  const themeScope = useMemo(() => siteThemeScopeProps(customization), [customization]);
  const entry = useAccessCodeEntry(onSubmitCode);
  const inputId = useId();
  const progressId = useId();
  const hintId = useId();
  const alertId = useId();
  const noticeId = useId();
  const names = coupleNames(card.brideName, card.groomName);
  const busy = entry.status === 'checking' || entry.status === 'granted';
  const problem =
    entry.status === 'invalid'
      ? translate('invalidCode', locale)
      : entry.status === 'error'
        ? translate('errorOccurred', locale)
        : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    entry.submit();
  };

  return (
    <I18nProvider locale={locale}>
      <ThemeScope cssVars={themeCssVars} mode={colorMode} onModeChange={onColorModeChange} {...themeScope}>
        <div className={styles.screen} data-access-status={entry.status}>
          <PageBackground background={background} />
          {/* A banner landmark, so the page's controls are not content outside every landmark (axe 'region'). */}
          <header className={styles.toolbar}>
            <ThemeToggle size="sm" />
            <SiteLanguageSelector locale={locale} onLocaleChange={onLocaleChange} hideLabel />
          </header>
          <main className={styles.main}>
            <form className={styles.card} onSubmit={onSubmit} noValidate>
              <p className={styles.eyebrow}>{frameText('access.eyebrow', locale)}</p>
              <h1 className={styles.names}>{names ?? frameText('access.privateWedding', locale)}</h1>
              <p className={styles.intro}>{frameText('access.intro', locale)}</p>
              {notice === 'personalLinkInvalid' ? (
                // Present from the first paint, when a live region may go unannounced: the field also names it
                // as its description, so a screen reader reads it on reaching the field.
                <p id={noticeId} role="alert" className={styles.notice}>
                  {frameText('access.personalLinkInvalid', locale)}
                </p>
              ) : null}
              <div className={styles.field}>
                <label htmlFor={inputId} className={styles.label}>
                  {frameText('access.codeLabel', locale)}
                </label>
                <input
                  id={inputId}
                  className={styles.input}
                  name="accessCode"
                  type="text"
                  value={entry.code}
                  onChange={(event) => entry.change(event.currentTarget.value)}
                  readOnly={busy}
                  autoComplete="off"
                  autoCapitalize="characters"
                  autoCorrect="off"
                  spellCheck={false}
                  enterKeyHint="go"
                  aria-invalid={entry.status === 'invalid' || undefined}
                  aria-describedby={[notice ? noticeId : '', progressId, hintId, problem ? alertId : '']
                    .filter(Boolean)
                    .join(' ')}
                  data-complete={entry.isComplete || undefined}
                />
                <p id={progressId} className={styles.progress} data-complete={entry.isComplete || undefined}>
                  {entry.isComplete ? (
                    <>
                      <span className={styles.validMarker} aria-hidden="true">
                        ✓
                      </span>
                      {frameText('access.complete', locale)}
                    </>
                  ) : (
                    frameText('access.remaining', locale, { count: entry.remaining })
                  )}
                </p>
                <p id={hintId} className={styles.hint}>
                  {frameText('access.hint', locale, { length: ACCESS_CODE_LENGTH, symbols: CODE_SYMBOLS })}
                </p>
              </div>
              <p id={alertId} role="alert" className={styles.alert}>
                {problem}
              </p>
              <p role="status" className={styles.status}>
                {entry.status === 'checking'
                  ? frameText('access.checking', locale)
                  : entry.status === 'granted'
                    ? frameText('access.granted', locale)
                    : ''}
              </p>
              <div className={styles.submitRow}>
                <Button type="submit" size="lg" isPending={busy} isDisabled={!entry.isComplete && !busy}>
                  {frameText('access.submit', locale)}
                </Button>
              </div>
            </form>
          </main>
        </div>
      </ThemeScope>
    </I18nProvider>
  );
}
