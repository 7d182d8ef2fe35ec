import { useApi } from '../../app/api-context';
import { usePreferences } from '../../app/preferences-context';
import { useDashboardText } from '../../i18n/dashboard-text';
import { AuthFrame } from './AuthFrame';
import { ForgotPasswordView } from './ForgotPasswordView';

/** '/forgot-password': asks the API to email a reset link (POST /api/auth/password-reset). */
export function ForgotPasswordScreen() {
  const api = useApi();
  const text = useDashboardText('auth');
  const { locale, setLocale } = usePreferences();
  return (
    <AuthFrame locale={locale} onLocaleChange={(next) => void setLocale(next)} title={text('forgot.title')}>
      <ForgotPasswordView
        onSubmit={async (body) => {
          await api.accountEmail.requestPasswordReset({ body });
        }}
      />
    </AuthFrame>
  );
}
