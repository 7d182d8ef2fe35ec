import { type LoginRequest, loginRequestSchema, type MessageKey, translate } from '@wedding/core';
import { Button, useUiLocale } from '@wedding/ui';
import { AppLink } from '../../app/navigation';
import { FormTextField } from '../../components/form/FormTextField';
import { useCoreForm } from '../../components/form/useCoreForm';
import { useDashboardText } from '../../i18n/dashboard-text';
import { KeyIcon } from '../../shell/nav-icons';
import * as styles from './AuthFrame.css';

export interface LoginViewProps {
  onSubmit: (credentials: LoginRequest) => void;
  pending?: boolean;
  /** Why the last attempt failed (wrong credentials, too many attempts, no connection). */
  errorKey?: MessageKey | null;
  /** Where the register link sends a visitor, keeping the way back (e.g. `?redirect=`). */
  registerHref?: string;
  /** Where "Forgot password?" leads (a reset link by email). */
  forgotPasswordHref?: string;
  /** Sign in with a passkey instead (shown when the browser supports passkeys). */
  onPasskeyLogin?: () => void;
  passkeyPending?: boolean;
}

/**
 * The login form: username and password, or a passkey (members invited by passkey have no password); a failed
 * attempt keeps what was typed and says why.
 */
export function LoginView({
  onSubmit,
  pending,
  errorKey,
  registerHref = '/register',
  forgotPasswordHref = '/forgot-password',
  onPasskeyLogin,
  passkeyPending,
}: LoginViewProps) {
  const text = useDashboardText('auth');
  const locale = useUiLocale();
  const form = useCoreForm(loginRequestSchema, { defaultValues: { username: '', password: '' } });
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      <FormTextField
        control={form.control}
        name="username"
        label={text('field.username')}
        autoComplete="username"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="password"
        label={text('field.password')}
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <p className={styles.forgot}>
        <AppLink href={forgotPasswordHref} className={styles.inlineLink}>
          {text('login.forgot')}
        </AppLink>
      </p>
      {errorKey ? (
        <p role="alert" className={styles.alert}>
          {translate(errorKey, locale)}
        </p>
      ) : null}
      <Button type="submit" isPending={pending} isDisabled={passkeyPending}>
        {text('login.submit')}
      </Button>
      {onPasskeyLogin ? (
        <div className={styles.alternative}>
          <p className={styles.divider}>
            <span>{text('login.or')}</span>
          </p>
          <Button
            variant="outline"
            icon={<KeyIcon />}
            onPress={onPasskeyLogin}
            isPending={passkeyPending}
            isDisabled={pending}
          >
            {text('login.passkey')}
          </Button>
          <p className={styles.hint}>{text('login.passkeyHint')}</p>
        </div>
      ) : null}
      <p className={styles.switchText}>
        {text('login.noAccount')}{' '}
        <AppLink href={registerHref} className={styles.inlineLink}>
          {text('login.toRegister')}
        </AppLink>
      </p>
    </form>
  );
}
