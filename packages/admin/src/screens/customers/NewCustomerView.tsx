import {
  adminCreateCustomerSchema,
  type MessageKey,
  PASSWORD_RULES,
  type RegisterRequest,
  translate,
} from '@wedding/core';
import { FormTextField, useCoreForm } from '@wedding/dashboard';
import { Button, useUiLocale } from '@wedding/ui';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from '../weddings/weddings.css';

export interface NewCustomerViewProps {
  onSubmit: (input: RegisterRequest) => void;
  pending?: boolean;
  errorKey?: MessageKey | null;
}

/** '/admin/customers/new': an account opened by staff (registration's rules); the password is handed over. */
export function NewCustomerView({ onSubmit, pending, errorKey }: NewCustomerViewProps) {
  const text = useAdminText('customers');
  const locale = useUiLocale();
  const form = useCoreForm(adminCreateCustomerSchema, {
    defaultValues: { name: '', username: '', password: '' },
  });
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      <FormTextField control={form.control} name="name" label={text('new.name')} isRequired />
      <FormTextField control={form.control} name="username" label={text('new.username')} isRequired />
      <FormTextField
        control={form.control}
        name="password"
        label={text('new.password')}
        description={text('new.passwordHint', { min: PASSWORD_RULES.minLength })}
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
        {text('new.submit')}
      </Button>
    </form>
  );
}
