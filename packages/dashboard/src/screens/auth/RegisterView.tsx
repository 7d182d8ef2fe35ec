import {
  type MessageKey,
  PASSWORD_RULES,
  type RegisterRequest,
  registerRequestSchema,
  translate,
} from '@wedding/core';
import { Button, useUiLocale } from '@wedding/ui';
import { useEffect } from 'react';
import { AppLink } from '../../app/navigation';
import { FormTextField } from '../../components/form/FormTextField';
import { useCoreForm } from '../../components/form/useCoreForm';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './AuthFrame.css';

export interface RegisterViewProps {
  onSubmit: (input: RegisterRequest) => void;
  pending?: boolean;
  errorKey?: MessageKey | null;
  /** The server's verdict on single fields (e.g. the username is taken), shown at the field. */
  fieldErrors?: Partial<Record<keyof RegisterRequest, MessageKey>>;
  loginHref?: string;
}

/** Registration: name, username and password with the rules shown up front; nothing typed is lost on failure. */
export function RegisterView({
  onSubmit,
  pending,
  errorKey,
  fieldErrors,
  loginHref = '/login',
}: RegisterViewProps) {
  const text = useDashboardText('auth');
  const locale = useUiLocale();
  const form = useCoreForm(registerRequestSchema, {
    defaultValues: { name: '', username: '', password: '' },
  });
  const { setError } = form;
  useEffect(() => {
    for (const [field, key] of Object.entries(fieldErrors ?? {})) {
      if (key)
        setError(
          field as keyof RegisterRequest,
          { type: 'server', message: translate(key, locale) },
          { shouldFocus: true },
        );
    }
  }, [fieldErrors, locale, setError]);
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      <FormTextField
        control={form.control}
        name="name"
        label={text('field.name')}
        autoComplete="name"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="username"
        label={text('field.username')}
        description={text('register.usernameRule')}
        autoComplete="username"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="password"
        label={text('field.password')}
        description={text('register.passwordRule', { min: PASSWORD_RULES.minLength })}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      {errorKey ? (
        <p role="alert" className={styles.alert}>
          {translate(errorKey, locale)}
        </p>
      ) : null}
      <Button type="submit" isPending={pending}>
        {text('register.submit')}
      </Button>
      <p className={styles.switchText}>
        {text('register.haveAccount')}{' '}
        <AppLink href={loginHref} className={styles.inlineLink}>
          {text('register.toLogin')}
        </AppLink>
      </p>
    </form>
  );
}
