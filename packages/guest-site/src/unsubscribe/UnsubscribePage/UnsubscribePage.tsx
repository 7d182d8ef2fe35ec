import { type Locale, type PublicWeddingCard, sitePath, translate } from '@wedding/core';
import type { Customization } from '@wedding/tokens';
import { buttonStyle, type ThemeCssVars, type ThemeModePreference } from '@wedding/ui';
import { useEffect, useRef } from 'react';
import { coupleNames } from '../../frame/couple-names';
import { DoorPage } from '../../frame/DoorPage/DoorPage';
import { frameText } from '../../frame/frame-text';
import { type UnsubscribeTextKey, unsubscribeText } from '../unsubscribe-text';
import * as styles from './UnsubscribePage.css';
import {
  type UnsubscribeOptions,
  type UnsubscribeState,
  type UnsubscribeTarget,
  useUnsubscribe,
} from './use-unsubscribe';

export interface UnsubscribePageProps extends UnsubscribeOptions {
  /** The wedding's card (couple names, slug), as the access screen has it. */
  card: PublicWeddingCard;
  locale: Locale;
  /** Opens this page in another language, keeping the fragment. */
  onLocaleChange: (locale: Locale) => void;
  customization?: Customization;
  /** Both modes' theme variables, derived on the server (`siteThemeCssVars`). */
  themeCssVars: ThemeCssVars;
  colorMode?: ThemeModePreference;
  onColorModeChange?: (mode: ThemeModePreference) => void;
}

const TITLES: Record<UnsubscribeState['status'], UnsubscribeTextKey> = {
  loading: 'heading',
  ready: 'heading',
  done: 'doneTitle',
  already: 'alreadyTitle',
  invalid: 'invalidTitle',
  failed: 'errorTitle',
};

/** A text naming the address and the couple, or 'this wedding' when the API knows no names. */
function targetText(
  withCouple: UnsubscribeTextKey,
  withoutCouple: UnsubscribeTextKey,
  { couple, address }: UnsubscribeTarget,
  locale: Locale,
) {
  return couple.trim()
    ? unsubscribeText(withCouple, locale, { couple, address })
    : unsubscribeText(withoutCouple, locale, { address });
}

/**
 * The page an email's unsubscribe link opens (`/{locale}/w/{slug}/unsubscribe#<token>`): the couple's card and
 * theme (like the door), then what the link names (the couple and the address) with one button to stop the
 * wedding's email there; afterwards the confirmation. An address unsubscribed before, a link that names no email
 * and a failure each say so, in every language, light and dark. No access code needed: the token is the key.
 */
export function UnsubscribePage({
  card,
  locale,
  onLocaleChange,
  customization,
  themeCssVars,
  colorMode = 'system',
  onColorModeChange,
  client,
  readToken,
}: UnsubscribePageProps) {
  const { state, unsubscribe, retry } = useUnsubscribe({ client, readToken });
  const heading = useRef<HTMLHeadingElement>(null);
  const names = coupleNames(card.brideName, card.groomName);
  const text = (key: UnsubscribeTextKey) => unsubscribeText(key, locale);

  // Once the button has done its work it is gone: the guest continues at the heading that now says the outcome.
  const previous = useRef(state.status);
  useEffect(() => {
    const left = previous.current === 'ready' && state.status !== 'ready';
    previous.current = state.status;
    if (left) heading.current?.focus();
  }, [state.status]);

  return (
    <DoorPage
      locale={locale}
      onLocaleChange={onLocaleChange}
      customization={customization}
      themeCssVars={themeCssVars}
      colorMode={colorMode}
      onColorModeChange={onColorModeChange}
      data={{ 'data-unsubscribe': state.status }}
      eyebrow={
        names ? unsubscribeText('wedding', locale, { names }) : frameText('access.privateWedding', locale)
      }
      title={text(TITLES[state.status])}
      headingRef={heading}
      width="narrow"
    >
      <StateBody state={state} locale={locale} onRetry={retry} />
      <div className={styles.actions}>
        <a
          href={sitePath(locale, card.slug)}
          className={buttonStyle({ variant: state.status === 'ready' ? 'outline' : 'primary' })}
        >
          {text('toSite')}
        </a>
        {state.status === 'ready' ? (
          <button
            type="button"
            className={buttonStyle({ variant: 'primary' })}
            aria-disabled={state.sending || undefined}
            data-busy={state.sending || undefined}
            onClick={() => void unsubscribe()}
          >
            {text(state.sending ? 'confirming' : 'confirm')}
          </button>
        ) : null}
      </div>
    </DoorPage>
  );
}

/** What the page says in each state: the status line (read out when it changes) and a problem (an alert). */
function StateBody({
  state,
  locale,
  onRetry,
}: {
  state: UnsubscribeState;
  locale: Locale;
  onRetry: () => void;
}) {
  const problem =
    state.status === 'failed'
      ? translate(state.messageKey, locale)
      : state.status === 'ready' && state.error
        ? translate(state.error, locale)
        : '';
  return (
    <>
      <div className={styles.messages}>
        {/* One status line for every state, so each outcome is announced as it replaces the previous one. */}
        <p role="status" className={styles.text}>
          {statusText(state, locale)}
        </p>
        {/* Always present, so a failure is announced when its text arrives. */}
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      </div>
      {state.status === 'failed' ? (
        <div>
          <button type="button" className={buttonStyle({ variant: 'primary' })} onClick={onRetry}>
            {translate('retry', locale)}
          </button>
        </div>
      ) : null}
    </>
  );
}

function statusText(state: UnsubscribeState, locale: Locale): string {
  switch (state.status) {
    case 'loading':
      return unsubscribeText('loading', locale);
    case 'ready':
      return targetText('ready', 'readyNoCouple', state, locale);
    case 'done':
      return targetText('done', 'doneNoCouple', state, locale);
    case 'already':
      return targetText('already', 'alreadyNoCouple', state, locale);
    case 'invalid':
      return unsubscribeText('invalid', locale);
    case 'failed':
      return '';
  }
}
