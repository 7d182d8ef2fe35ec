import { parseDate } from '@internationalized/date';
import { type CoupleForm, coupleFormSchema, timeZoneOptions } from '@wedding/core';
import { Button, Card, ComboBox, DatePicker, useUiLocale } from '@wedding/ui';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField';
import { useCoreForm } from '../../components/form/useCoreForm';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './CoupleView.css';

export interface CoupleViewProps {
  /** What is saved now: the names, the wedding day (yyyy-MM-dd, '' when none) and its IANA time zone. */
  saved: CoupleForm;
  onSave: (values: CoupleForm) => void;
  saving?: boolean;
  getToday?: () => Date;
}

/**
 * Couple screen (docs/requirements.md A2): a names card and a date card (the day and the wedding's time zone), one
 * Save (with its saving state); typed values stay on failure.
 */
export function CoupleView({ saved, onSave, saving, getToday }: CoupleViewProps) {
  const text = useDashboardText('couple');
  const form = useCoreForm(coupleFormSchema, { values: saved, resetOptions: { keepDirtyValues: true } });
  const locale = useUiLocale();
  const zones = useMemo(
    () => timeZoneOptions(locale, getToday?.() ?? new Date(), saved.timeZone),
    [locale, getToday, saved.timeZone],
  );
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => onSave(values))}>
      <div className={styles.cards}>
        <Card title={text('names.title')} description={text('names.description')} headingLevel={2}>
          <div className={styles.fields}>
            <FormTextField
              control={form.control}
              name="brideName"
              label={text('names.partner1')}
              isRequired
            />
            <FormTextField
              control={form.control}
              name="groomName"
              label={text('names.partner2')}
              isRequired
            />
          </div>
        </Card>
        <Card title={text('date.title')} description={text('date.description')} headingLevel={2}>
          <Controller
            control={form.control}
            name="weddingDate"
            render={({ field, fieldState }) => (
              <DatePicker
                label={text('date.label')}
                value={toCalendarDate(field.value)}
                onChange={(value) => field.onChange(value ? value.toString() : '')}
                onBlur={field.onBlur}
                errorMessage={fieldState.error?.message}
                getToday={getToday}
                isRequired
              />
            )}
          />
          <Controller
            control={form.control}
            name="timeZone"
            render={({ field, fieldState }) => (
              <ComboBox
                label={text('date.timeZone')}
                description={text('date.timeZoneDescription')}
                options={zones}
                selectedKey={field.value}
                onSelectionChange={(key) => {
                  if (key !== null) field.onChange(String(key));
                }}
                onBlur={field.onBlur}
                errorMessage={fieldState.error?.message}
                isRequired
              />
            )}
          />
        </Card>
      </div>
      <div className={styles.actions}>
        <Button type="submit" isPending={saving}>
          {saving ? text('saving') : text('save')}
        </Button>
      </div>
    </form>
  );
}

function toCalendarDate(isoDate: string | undefined) {
  if (!isoDate) return null;
  try {
    return parseDate(isoDate.slice(0, 10));
  } catch {
    return null;
  }
}
