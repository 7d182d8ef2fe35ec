import { type Locale, type PublicWeddingCard, sitePath, translate } from '@wedding/core';
import type { OwnRsvpClient } from '@wedding/rsvp';
import type { Customization } from '@wedding/tokens';
import { buttonStyle, type ThemeCssVars, type ThemeModePreference } from '@wedding/ui';
import { useEffect, useRef, useState } from 'react';
import { coupleNames } from '../../frame/couple-names';
import { DoorPage } from '../../frame/DoorPage/DoorPage';
import { frameText } from '../../frame/frame-text';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog/ConfirmDeleteDialog';
import { type OwnRsvpTextKey, ownRsvpText } from '../own-rsvp-text';
import { RsvpAnswerSummary } from '../RsvpAnswerSummary/RsvpAnswerSummary';
import * as styles from './RsvpManagePage.css';
import { type RsvpManageOptions, type RsvpManageState, useRsvpManage } from './use-rsvp-manage';

export interface RsvpManagePageProps extends RsvpManageOptions {
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
  client?: OwnRsvpClient;
}

const TITLES: Record<RsvpManageState['status'], OwnRsvpTextKey> = {
  loading: 'manage.heading',
  loaded: 'manage.heading',
  missingToken: 'manage.missingTokenTitle',
  notFound: 'manage.notFoundTitle',
  failed: 'manage.errorTitle',
  deleted: 'manage.deletedTitle',
};

/**
 * The guest's private RSVP page (`/{locale}/w/{slug}/rsvp/manage#<token>`, the link the success card gave):
 * everything they answered and a delete button that asks first; then that it is gone. No access code needed:
 * the token is the key. An incomplete link, a deleted answer (404) and a failure each say so, in the couple's
 * theme, in every language, light and dark.
 */
export function RsvpManagePage({
  card,
  locale,
  onLocaleChange,
  customization,
  themeCssVars,
  colorMode = 'system',
  onColorModeChange,
  client,
  readToken,
  forgetToken,
}: RsvpManagePageProps) {
  const { state, remove, retry } = useRsvpManage({ client, readToken, forgetToken });
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const names = coupleNames(card.brideName, card.groomName);
  const text = (key: OwnRsvpTextKey) => ownRsvpText(key, locale);

  // After a deletion the delete button is gone: the guest continues at the page's new heading.
  const settled = state.status === 'deleted' || state.status === 'notFound';
  useEffect(() => {
    if (!settled) return;
    // After the dialog has closed and handed the focus back to a button that is gone.
    const timer = setTimeout(() => heading.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [settled]);

  return (
    <DoorPage
      locale={locale}
      onLocaleChange={onLocaleChange}
      customization={customization}
      themeCssVars={themeCssVars}
      colorMode={colorMode}
      onColorModeChange={onColorModeChange}
      data={{ 'data-rsvp-manage': state.status }}
      eyebrow={
        names ? ownRsvpText('manage.wedding', locale, { names }) : frameText('access.privateWedding', locale)
      }
      title={text(TITLES[state.status])}
      headingRef={heading}
      width="wide"
      after={
        <ConfirmDeleteDialog
          open={confirming && state.status === 'loaded'}
          onClose={() => setConfirming(false)}
          onConfirm={remove}
          title={text('delete.title')}
          description={text('delete.text')}
          confirmLabel={text('delete.confirm')}
          cancelLabel={text('delete.cancel')}
          busyLabel={text('delete.deleting')}
          describeError={(error) =>
            translate(
              (error as { messageKey?: Parameters<typeof translate>[0] } | undefined)?.messageKey ??
                'errorOccurred',
              locale,
            )
          }
        />
      }
    >
      <StateBody state={state} locale={locale} onRetry={retry} />
      <div className={styles.actions}>
        <a
          href={sitePath(locale, state.status === 'loaded' ? state.slug : card.slug)}
          className={buttonStyle({ variant: state.status === 'loaded' ? 'outline' : 'primary' })}
        >
          {text('manage.toSite')}
        </a>
        {state.status === 'loaded' ? (
          <button
            type="button"
            className={buttonStyle({ variant: 'danger' })}
            onClick={() => setConfirming(true)}
          >
            {text('manage.delete')}
          </button>
        ) : null}
      </div>
    </DoorPage>
  );
}

function StateBody({
  state,
  locale,
  onRetry,
}: {
  state: RsvpManageState;
  locale: Locale;
  onRetry: () => void;
}) {
  switch (state.status) {
    case 'loading':
      return (
        <p role="status" className={styles.text}>
          {ownRsvpText('manage.loading', locale)}
        </p>
      );
    case 'loaded':
      return (
        <>
          <p className={styles.text}>{ownRsvpText('manage.intro', locale)}</p>
          <RsvpAnswerSummary rsvp={state.rsvp} locale={locale} />
        </>
      );
    case 'missingToken':
      return <p className={styles.text}>{ownRsvpText('manage.missingToken', locale)}</p>;
    case 'notFound':
      return (
        <p role="status" className={styles.text}>
          {translate('rsvpNotFound', locale)}
        </p>
      );
    case 'failed':
      return (
        <>
          <p role="alert" className={styles.alert}>
            {translate(state.messageKey, locale)}
          </p>
          <div>
            <button type="button" className={buttonStyle({ variant: 'primary' })} onClick={onRetry}>
              {translate('retry', locale)}
            </button>
          </div>
        </>
      );
    case 'deleted':
      return (
        <p role="status" className={styles.text}>
          {ownRsvpText('manage.deletedText', locale)}
        </p>
      );
  }
}
