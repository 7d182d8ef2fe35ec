import { isApiError } from '@wedding/api-client';
import type { MessageKey, RegisterRequest } from '@wedding/core';
import { useNavigation } from '../../app/navigation';
import { usePreferences } from '../../app/preferences-context';
import { useRegister } from '../../data/session';
import { useDashboardText } from '../../i18n/dashboard-text';
import { afterLoginPath } from '../../shell/login-path';
import { AuthFrame } from './AuthFrame';
import { RegisterView } from './RegisterView';

/** Field errors the server can name, kept at their fields. */
function fieldErrorsOf(error: unknown): Partial<Record<keyof RegisterRequest, MessageKey>> | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code === 'usernameTaken') return { username: 'auth.usernameTaken' };
  return undefined;
}

/** '/register': creates the account, signs in and starts the onboarding. */
export function RegisterScreen({ redirect }: { redirect?: string }) {
  const text = useDashboardText('auth');
  const { locale, setLocale } = usePreferences();
  const { navigate } = useNavigation();
  const register = useRegister();
  const fieldErrors = fieldErrorsOf(register.error);
  return (
    <AuthFrame locale={locale} onLocaleChange={(next) => void setLocale(next)} title={text('register.title')}>
      <RegisterView
        pending={register.isPending}
        fieldErrors={fieldErrors}
        errorKey={
          register.error && !fieldErrors && isApiError(register.error) ? register.error.messageKey : null
        }
        loginHref={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}
        onSubmit={(input) =>
          register.mutate(input, {
            onSuccess: () =>
              navigate(redirect ? afterLoginPath(redirect) : '/dashboard/onboarding', { replace: true }),
          })
        }
      />
    </AuthFrame>
  );
}
