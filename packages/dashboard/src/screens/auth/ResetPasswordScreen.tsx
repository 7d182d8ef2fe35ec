import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/api-context';
import { usePreferences } from '../../app/preferences-context';
import { useSessionExpiry } from '../../app/session-expiry-context';
import { type EmailLinkTokenOptions, isLinkRefused, useEmailLinkToken } from '../../data/email-link-token';
import { queryKeys } from '../../data/query-keys';
import { useDashboardText } from '../../i18n/dashboard-text';
import { AuthFrame } from './AuthFrame';
import { ResetPasswordView } from './ResetPasswordView';

/**
 * '/reset-password#<token>': sets the new password with the emailed link (POST /api/auth/password-reset/confirm).
 * The API ends every session of the account, this browser's included, so the app forgets the signed-in user too.
 */
export function ResetPasswordScreen(linkToken: EmailLinkTokenOptions = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const sessionExpiry = useSessionExpiry();
  const text = useDashboardText('auth');
  const { locale, setLocale } = usePreferences();
  const { token, forget } = useEmailLinkToken(linkToken);
  return (
    <AuthFrame locale={locale} onLocaleChange={(next) => void setLocale(next)} title={text('reset.title')}>
      <ResetPasswordView
        hasToken={token !== null}
        onSubmit={async (password) => {
          if (!token) return;
          try {
            await api.accountEmail.confirmPasswordReset({ body: { token, password } });
          } catch (error) {
            if (isLinkRefused(error)) forget();
            throw error;
          }
          forget();
          // Signed out first (no signed-in frame asks the API again), then the account's data is forgotten.
          queryClient.setQueryData(queryKeys.me, null);
          queryClient.clear();
          queryClient.setQueryData(queryKeys.me, null);
          sessionExpiry.reset();
        }}
      />
    </AuthFrame>
  );
}
