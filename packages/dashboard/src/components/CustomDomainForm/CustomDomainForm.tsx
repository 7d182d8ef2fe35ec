import { CUSTOM_DOMAIN_MAX_LENGTH, customDomainSchema, type MessageKey, translate } from '@wedding/core';
import { Button, TextField, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import * as styles from './CustomDomainForm.css';

export interface CustomDomainFormProps {
  /** The stored domain (null: none). */
  customDomain: string | null;
  /**
   * Saves the domain as the browser will send it, or null (an emptied field, or Remove); may resolve with the
   * message key of a refusal, which is then shown under the field.
   */
  onSave: (customDomain: string | null) => Promise<MessageKey | null>;
  saving?: boolean;
  texts: { label: string; hint: string; save: string; remove?: string };
}

/**
 * The field that sets a wedding's own domain, for the couple and for staff: it checks what was typed with the
 * API's own rule before sending, and keeps it in the field when it is refused, with the reason below it.
 */
export function CustomDomainForm({ customDomain, onSave, saving, texts }: CustomDomainFormProps) {
  const locale = useUiLocale();
  const [typed, setTyped] = useState(customDomain ?? '');
  const [problem, setProblem] = useState<MessageKey | null>(null);

  const save = async (value: string) => {
    let domain: string | null = null;
    if (value.trim() !== '') {
      const parsed = customDomainSchema.safeParse(value);
      if (!parsed.success) {
        setProblem('validation.customDomainInvalid');
        return;
      }
      domain = parsed.data;
    }
    const refusal = await onSave(domain);
    setProblem(refusal);
    if (!refusal) setTyped(domain ?? '');
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(typed);
      }}
    >
      <div className={styles.field}>
        <TextField
          label={texts.label}
          description={texts.hint}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setProblem(null);
          }}
          maxLength={CUSTOM_DOMAIN_MAX_LENGTH}
          autoComplete="off"
          spellCheck="false"
          inputMode="url"
          errorMessage={problem ? translate(problem, locale) : undefined}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="outline" size="sm" isPending={saving}>
          {texts.save}
        </Button>
        {customDomain && texts.remove ? (
          <Button variant="ghost" size="sm" onPress={() => void save('')} isDisabled={saving}>
            {texts.remove}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
