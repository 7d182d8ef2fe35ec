import { CUSTOM_DOMAIN_MAX_LENGTH, customDomainSchema, translate } from '@wedding/core';
import { Button, TextField, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from './weddings.css';

export interface CustomDomainFieldProps {
  customDomain: string | null;
  /** An empty field removes the domain (null). */
  onSave: (customDomain: string | null) => void;
  saving?: boolean;
}

/** Staff set a wedding's own domain on any plan; the field checks it as the API will before anything is sent. */
export function CustomDomainField({ customDomain, onSave, saving }: CustomDomainFieldProps) {
  const text = useAdminText('weddings');
  const locale = useUiLocale();
  const [typed, setTyped] = useState(customDomain ?? '');
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      className={styles.domainForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (typed.trim() === '') {
          onSave(null);
          return;
        }
        const parsed = customDomainSchema.safeParse(typed);
        setInvalid(!parsed.success);
        if (parsed.success) onSave(parsed.data);
      }}
    >
      <TextField
        label={text('domain.label')}
        description={text('domain.hint')}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setInvalid(false);
        }}
        maxLength={CUSTOM_DOMAIN_MAX_LENGTH}
        autoComplete="off"
        spellCheck="false"
        errorMessage={invalid ? translate('validation.customDomainInvalid', locale) : undefined}
      />
      <Button type="submit" variant="outline" size="sm" isPending={saving}>
        {text('domain.save')}
      </Button>
    </form>
  );
}
