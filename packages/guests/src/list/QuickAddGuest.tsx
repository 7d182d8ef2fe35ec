import { type GuestPayloadInput, guestQuickFormSchema } from '@wedding/core';
import { FormTextField, useCoreForm } from '@wedding/dashboard';
import { Button, PlusIcon, useUiLocale } from '@wedding/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { saveFailureText } from '../data/save-failure-text';
import { useGuestsText } from '../i18n/guests-text';
import * as styles from './QuickAddGuest.css';

export interface QuickAddGuestProps {
  /** Creates the guest; resolves once it is saved, rejects with the API's refusal (the text typed is then kept). */
  onAdd: (payload: GuestPayloadInput) => Promise<void>;
}

/**
 * The quick guest form beside the full one: only a name (core's quick form rule, 'Name is required'), saved as one
 * expected person, the name exactly as typed (docs/decisions.md). Enter adds; the field then empties and keeps the
 * focus for the next name. While saving the field is read-only rather than disabled, so the focus stays in it; a
 * refusal is shown on the field in the person's language until the name is changed, and nothing typed is lost.
 */
export function QuickAddGuest({ onAdd }: QuickAddGuestProps) {
  const text = useGuestsText('list');
  const locale = useUiLocale();
  const form = useCoreForm(guestQuickFormSchema, {
    defaultValues: { name: '' },
    // A name left empty while tabbing past is not an error; only an attempt to add one is.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // The failure itself, not its text: a language switch re-words it.
  const [failure, setFailure] = useState<unknown>(null);
  // A second Enter before the first answer would create the guest twice; the form state re-renders too late for that.
  const busy = useRef(false);

  useEffect(() => {
    const subscription = form.watch(() => setFailure(null));
    return () => subscription.unsubscribe();
  }, [form]);

  const add = form.handleSubmit(async ({ name, estimatedGuests }) => {
    try {
      await onAdd({ name, estimatedGuests });
    } catch (error) {
      setFailure(error);
      form.setFocus('name');
      return;
    }
    form.reset({ name: '' });
    form.setFocus('name');
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await add(event);
    } finally {
      busy.current = false;
    }
  };

  const saving = form.formState.isSubmitting;
  return (
    <form className={styles.root} aria-label={text('quickAdd.title')} noValidate onSubmit={onSubmit}>
      <FormTextField
        control={form.control}
        name="name"
        label={text('quickAdd.name')}
        placeholder={text('quickAdd.placeholder')}
        description={text('quickAdd.hint')}
        autoComplete="off"
        isReadOnly={saving}
        errorMessage={failure === null ? undefined : saveFailureText(failure, locale)}
      />
      <Button type="submit" variant="secondary" icon={<PlusIcon />} isPending={saving}>
        {text('quickAdd.submit')}
      </Button>
    </form>
  );
}
