import { type MessageKey, translate } from '@wedding/core';
import { Button, buttonStyle, useUiLocale } from '@wedding/ui';
import { AppLink } from '../../../app/navigation';
import { useDashboardText } from '../../../i18n/dashboard-text';
import * as auth from '../../auth/AuthFrame.css';

/** Where the verification of an emailed link stands. */
export type VerifyEmailState =
  | { status: 'verifying' }
  | { status: 'verified'; email: string }
  /** Expired, used, unknown or cut short: only a new link helps. */
  | { status: 'invalid' }
  /** Not settled (no connection, too many tries, the address went to another account meanwhile). */
  | { status: 'failed'; messageKey: MessageKey; canRetry: boolean };

export const verifyEmailStatuses = [
  'verifying',
  'verified',
  'invalid',
  'failed',
] as const satisfies readonly VerifyEmailState['status'][];

export interface VerifyEmailViewProps {
  state: VerifyEmailState;
  onRetry: () => void;
}

/**
 * '/account/verify-email#<token>': the page a verification email links to, signed in or not (the link may open on
 * another device). It says which address is now the account's, or how to get a new link.
 */
export function VerifyEmailView({ state, onRetry }: VerifyEmailViewProps) {
  const text = useDashboardText('account');
  const locale = useUiLocale();
  const primaryLink = buttonStyle({ variant: 'primary', size: 'md' });
  const outlineLink = buttonStyle({ variant: 'outline', size: 'md' });
  return (
    <div className={auth.form} aria-busy={state.status === 'verifying' || undefined}>
      {/* One live region from the start, so the outcome of the check is announced when it replaces "checking". */}
      <div role="status" className={auth.liveRegion}>
        {state.status === 'verifying' ? <p className={auth.hint}>{text('verify.checking')}</p> : null}
        {state.status === 'verified' ? (
          <p className={auth.answer}>{text('verify.done', { email: state.email })}</p>
        ) : null}
      </div>
      {state.status === 'verified' ? (
        <>
          <p className={auth.hint}>{text('verify.doneHint')}</p>
          <AppLink href="/dashboard" className={primaryLink}>
            {text('verify.toDashboard')}
          </AppLink>
        </>
      ) : null}
      {state.status === 'invalid' ? (
        <>
          <p role="alert" className={auth.alert}>
            {translate('linkInvalid', locale)}
          </p>
          <p className={auth.hint}>{text('verify.newLinkHint')}</p>
          <AppLink href="/account/settings" className={primaryLink}>
            {text('verify.requestNew')}
          </AppLink>
        </>
      ) : null}
      {state.status === 'failed' ? (
        <>
          <p role="alert" className={auth.alert}>
            {translate(state.messageKey, locale)}
          </p>
          {state.canRetry ? (
            <Button onPress={onRetry}>{text('verify.retry')}</Button>
          ) : (
            <AppLink href="/account/settings" className={outlineLink}>
              {text('verify.toSettings')}
            </AppLink>
          )}
        </>
      ) : null}
    </div>
  );
}
