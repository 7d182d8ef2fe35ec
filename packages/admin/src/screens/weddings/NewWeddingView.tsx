import {
  type AdminCreateWeddingInput,
  adminCreateWeddingSchema,
  LOCALES,
  type MessageKey,
  translate,
} from '@wedding/core';
import { FormTextField, type SlugCheckState, useCoreForm } from '@wedding/dashboard';
import { Button, Select, useUiLocale } from '@wedding/ui';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { RemotePicker } from '../../components/RemotePicker';
import type { RemoteOptions } from '../../components/use-remote-options';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from './weddings.css';

export interface NewWeddingViewProps {
  owners: RemoteOptions;
  onSubmit: (input: AdminCreateWeddingInput) => void;
  /** The slug's availability as the form's slug is typed (checked by the caller). */
  slugState: SlugCheckState;
  onSlugChange: (slug: string) => void;
  pending?: boolean;
  errorKey?: MessageKey | null;
}

/** '/admin/weddings/new': a wedding for a customer (the onboarding's data and the owner), with core's rules. */
export function NewWeddingView({
  owners,
  onSubmit,
  slugState,
  onSlugChange,
  pending,
  errorKey,
}: NewWeddingViewProps) {
  const text = useAdminText('weddings');
  const locale = useUiLocale();
  const form = useCoreForm(adminCreateWeddingSchema, {
    defaultValues: { ownerId: '', partner1Name: '', partner2Name: '', weddingDate: '', slug: '', locale },
  });
  const slug = form.watch('slug');
  // biome-ignore lint/correctness/useExhaustiveDependencies: report the typed address only when it changes.
  useEffect(() => {
    onSlugChange(slug);
  }, [slug]);
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      <Controller
        control={form.control}
        name="ownerId"
        render={({ field, fieldState }) => (
          <RemotePicker
            label={text('new.owner')}
            description={text('new.ownerHint')}
            errorMessage={fieldState.error?.message}
            options={owners.options}
            inputValue={owners.inputValue}
            onInputChange={owners.setInputValue}
            selectedId={owners.selectedId}
            onSelect={(id) => {
              owners.select(id);
              field.onChange(id ?? '');
            }}
            emptyText={text('new.noOwner')}
            isRequired
          />
        )}
      />
      <div className={styles.row}>
        <FormTextField control={form.control} name="partner1Name" label={text('new.partner1')} isRequired />
        <FormTextField control={form.control} name="partner2Name" label={text('new.partner2')} isRequired />
      </div>
      <FormTextField
        control={form.control}
        name="weddingDate"
        label={text('new.date')}
        type="date"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="slug"
        label={text('new.slug')}
        description={
          slugState === 'available'
            ? translate('urlAvailable', locale)
            : slugState === 'checking'
              ? text('new.checking')
              : text('new.slugHint')
        }
        errorMessage={slugState === 'taken' && slug ? translate('urlTaken', locale) : undefined}
        isRequired
      />
      <Controller
        control={form.control}
        name="locale"
        render={({ field }) => (
          <Select
            label={text('new.locale')}
            options={LOCALES.map((id) => ({
              id,
              label: new Intl.DisplayNames([id], { type: 'language' }).of(id) ?? id,
            }))}
            selectedKey={field.value ?? locale}
            onSelectionChange={(key) => field.onChange(key)}
          />
        )}
      />
      {errorKey ? (
        <p role="alert" className={styles.alert}>
          {translate(errorKey, locale)}
        </p>
      ) : null}
      <Button
        type="submit"
        isPending={pending}
        isDisabled={slugState === 'taken' || slugState === 'checking'}
      >
        {text('new.submit')}
      </Button>
    </form>
  );
}
