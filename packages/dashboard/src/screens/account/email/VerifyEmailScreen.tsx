import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@wedding/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../app/api-context';
import { usePreferences } from '../../../app/preferences-context';
import { failureMessageKey } from '../../../components/failure-message';
import { releaseFocus } from '../../../components/release-focus';
import { type EmailLinkTokenOptions, isLinkRefused, useEmailLinkToken } from '../../../data/email-link-token';
import { queryKeys } from '../../../data/query-keys';
import { useDashboardText } from '../../../i18n/dashboard-text';
import { AuthFrame } from '../../auth/AuthFrame';
import { type VerifyEmailState, VerifyEmailView } from './VerifyEmailView';

/** Answers after which the same link may still work: nothing arrived, the server failed, or it asked us to wait. */
const worthRetrying = (error: unknown) =>
  !isApiError(error) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

/**
 * '/account/verify-email#<token>': confirms the address of the link once, as soon as the page opens (a link is
 * single-use: asking twice would turn a success into "invalid"), signed in or not. The token leaves the address
 * bar once the API has answered for it.
 */
export function VerifyEmailScreen(linkToken: EmailLinkTokenOptions = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const text = useDashboardText('account');
  const { locale, setLocale } = usePreferences();
  const { token, forget } = useEmailLinkToken(linkToken);
  const [state, setState] = useState<VerifyEmailState>(
    token ? { status: 'verifying' } : { status: 'invalid' },
  );

  const verify = useCallback(async () => {
    if (!token) return;
    setState({ status: 'verifying' });
    try {
      const { email } = await api.accountEmail.verifyEmail({ body: { token } });
      forget();
      setState({ status: 'verified', email });
      // A signed-in owner then sees the address in the settings without reloading.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    } catch (error) {
      if (isLinkRefused(error)) {
        forget();
        setState({ status: 'invalid' });
        return;
      }
      setState({
        status: 'failed',
        messageKey: failureMessageKey(error, 'errorOccurred', 'networkError'),
        canRetry: worthRetrying(error),
      });
    }
  }, [api, token, forget, queryClient]);

  // Effects run twice in development's strict mode; the link must still be spent only once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    void verify();
  }, [token, verify]);

  return (
    <AuthFrame locale={locale} onLocaleChange={(next) => void setLocale(next)} title={text('verify.title')}>
      <VerifyEmailView
        state={state}
        onRetry={() => {
          releaseFocus();
          void verify();
        }}
      />
    </AuthFrame>
  );
}
