import {
  GALLERY_IMAGES_MAX_RANGE,
  type MessageKey,
  type ServiceSettings,
  serviceSettingsSchema,
  translate,
} from '@wedding/core';
import { useCoreForm } from '@wedding/dashboard';
import { Button, NumberStepper, Switch, useUiLocale } from '@wedding/ui';
import { Controller } from 'react-hook-form';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from './settings.css';

export interface SettingsViewProps {
  settings: ServiceSettings;
  updatedAt: string | null;
  /** Only a superadmin changes settings (the API checks again); everyone else reads them. */
  canEdit: boolean;
  onSave: (settings: ServiceSettings) => void;
  saving?: boolean;
  errorKey?: MessageKey | null;
}

/** '/admin/settings': the service-wide rules staff can set (gallery size, open registration). */
export function SettingsView({ settings, updatedAt, canEdit, onSave, saving, errorKey }: SettingsViewProps) {
  const text = useAdminText('settings');
  const locale = useUiLocale();
  const form = useCoreForm(serviceSettingsSchema, { defaultValues: settings });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => onSave(values))}>
      {canEdit ? null : (
        <p className={styles.notice} role="note">
          {text('readOnly')}
        </p>
      )}
      <Controller
        control={form.control}
        name="galleryImagesMax"
        render={({ field, fieldState }) => (
          <NumberStepper
            label={text('galleryImagesMax')}
            description={text('galleryImagesMaxHint', GALLERY_IMAGES_MAX_RANGE)}
            minValue={GALLERY_IMAGES_MAX_RANGE.min}
            maxValue={GALLERY_IMAGES_MAX_RANGE.max}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
            isDisabled={!canEdit}
          />
        )}
      />
      <Controller
        control={form.control}
        name="registrationsOpen"
        render={({ field }) => (
          <div className={styles.switchField}>
            <Switch isSelected={field.value} onChange={field.onChange} isDisabled={!canEdit}>
              {text('registrationsOpen')}
            </Switch>
            <p className={styles.muted}>{text('registrationsOpenHint')}</p>
          </div>
        )}
      />
      {errorKey ? (
        <p role="alert" className={styles.alert}>
          {translate(errorKey, locale)}
        </p>
      ) : null}
      <p className={styles.muted}>
        {updatedAt ? text('updatedAt', { when: when.format(new Date(updatedAt)) }) : text('defaults')}
      </p>
      {canEdit ? (
        <Button type="submit" isPending={saving} isDisabled={!form.formState.isDirty}>
          {text('save')}
        </Button>
      ) : null}
    </form>
  );
}
