import { errorMessageKey, isApiError } from '@wedding/api-client';
import type { MessageKey } from '@wedding/core';
import { useState } from 'react';
import { useNavigation } from '../../app/navigation';
import { usePreferences } from '../../app/preferences-context';
import { isPasskeyCancelled, passkeysSupported } from '../../data/passkey-ceremony';
import { useLogin } from '../../data/session';
import { usePasskeyLogin } from '../../data/use-passkey-login';
import { useDashboardText } from '../../i18n/dashboard-text';
import { afterLoginPath } from '../../shell/login-path';
import { AuthFrame } from './AuthFrame';
import { LoginView } from './LoginView';

/**
 * '/login': signs in with username and password or with a passkey, and returns to the page that asked for it
 * (`redirect`), else the dashboard. Closing the passkey prompt is not an error (nothing is shown).
 */
export function LoginScreen({ redirect }: { redirect?: string }) {
  const text = useDashboardText('auth');
  const { locale, setLocale } = usePreferences();
  const { navigate } = useNavigation();
  const login = useLogin();
  const passkeyLogin = usePasskeyLogin();
  const [passkeyErrorKey, setPasskeyErrorKey] = useState<MessageKey | null>(null);
  const [canUsePasskeys] = useState(passkeysSupported);
  const errorKey = passkeyErrorKey ?? (login.error ? errorMessageKey(login.error) : null);
  return (
    <AuthFrame locale={locale} onLocaleChange={(next) => void setLocale(next)} title={text('login.title')}>
      <LoginView
        pending={login.isPending}
        errorKey={errorKey}
        registerHref={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}
        onSubmit={(credentials) => {
          setPasskeyErrorKey(null);
          login.mutate(credentials, {
            onSuccess: ({ user }) => navigate(afterLoginPath(redirect, user.role), { replace: true }),
          });
        }}
        passkeyPending={passkeyLogin.isPending}
        onPasskeyLogin={
          canUsePasskeys
            ? () => {
                setPasskeyErrorKey(null);
                login.reset();
                passkeyLogin.mutate(undefined, {
                  onSuccess: ({ user }) => navigate(afterLoginPath(redirect, user.role), { replace: true }),
                  onError: (error) => {
                    if (isPasskeyCancelled(error)) return;
                    setPasskeyErrorKey(isApiError(error) ? errorMessageKey(error) : 'passkey.failed');
                  },
                });
              }
            : undefined
        }
      />
    </AuthFrame>
  );
}
