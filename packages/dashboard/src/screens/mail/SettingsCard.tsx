import {
  type MailSettings,
  type MailSettingsRequest,
  REMINDER_LEAD_DAYS,
  RSVP_NOTICE_MODES,
  type RsvpNoticeMode,
} from '@wedding/core';
import { Button, buttonStyle, Card, RadioGroup, TextField, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { AppLink } from '../../app/navigation';
import { type DashboardText, useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './MailView.css';
import { mailFailureText } from './mail-failure';
import {
  PRESET_REMINDER_DAYS,
  readReminderDay,
  sortedReminderDays,
  toggleReminderDay,
} from './reminder-days';

export interface SettingsCardProps {
  settings: MailSettings;
  /** Saves; rejects with the failure (shown below the form, the choices stay). */
  onSave: (settings: MailSettingsRequest) => Promise<void>;
  /** Where the RSVP deadline is set (the RSVP desk). */
  rsvpHref: string;
}

function daysLabel(text: DashboardText<'mail'>, count: number): string {
  return text(count === 1 ? 'days.one' : 'days.other', { count });
}

/** RSVP notices (each, daily, off) and the reminder lead times before the RSVP deadline (up to four). */
export function SettingsCard({ settings, onSave, rsvpHref }: SettingsCardProps) {
  const text = useDashboardText('mail');
  const locale = useUiLocale();
  const [mode, setMode] = useState<RsvpNoticeMode>(settings.rsvpNoticeMode);
  const [days, setDays] = useState<number[]>(() => sortedReminderDays(settings.reminderLeadDays));
  const [typed, setTyped] = useState('');
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const full = days.length >= REMINDER_LEAD_DAYS.count;
  const chips = sortedReminderDays([...PRESET_REMINDER_DAYS, ...days]);
  const bounds = { min: REMINDER_LEAD_DAYS.min, max: REMINDER_LEAD_DAYS.max };
  const deadline = settings.rsvpDeadline
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${settings.rsvpDeadline.slice(0, 10)}T00:00:00Z`),
      )
    : null;

  const addTyped = () => {
    const read = readReminderDay(typed, days);
    if (read.problem) {
      setTypedProblem(
        read.problem === 'invalid'
          ? text('settings.invalidDays', bounds)
          : read.problem === 'duplicate'
            ? text('settings.duplicate')
            : text('settings.max', { max: REMINDER_LEAD_DAYS.count }),
      );
      return;
    }
    setDays(sortedReminderDays([...days, read.day]));
    setTyped('');
    setTypedProblem(null);
  };

  return (
    <Card title={text('settings.title')} headingLevel={2}>
      <form
        className={styles.form}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setSaving(true);
          setFailure(null);
          try {
            await onSave({ rsvpNoticeMode: mode, reminderLeadDays: days });
          } catch (error) {
            setFailure(error);
          } finally {
            setSaving(false);
          }
        }}
      >
        <RadioGroup<RsvpNoticeMode>
          label={text('settings.notices')}
          value={mode}
          onChange={setMode}
          options={RSVP_NOTICE_MODES.map((value) => ({ value, label: text(`notice.${value}`) }))}
        />
        <fieldset className={styles.fieldset} aria-describedby="mail-reminders-deadline">
          <legend className={styles.legend}>{text('settings.reminders')}</legend>
          <p id="mail-reminders-deadline" className={styles.hint}>
            {deadline ? text('settings.deadline', { date: deadline }) : text('settings.noDeadline')}
          </p>
          {deadline ? null : (
            <AppLink href={rsvpHref} className={styles.inlineLink}>
              {text('settings.setDeadline')}
            </AppLink>
          )}
          <div className={styles.chips}>
            {chips.map((day) => {
              const pressed = days.includes(day);
              return (
                <button
                  key={day}
                  type="button"
                  aria-pressed={pressed}
                  disabled={!pressed && full}
                  className={buttonStyle({ variant: pressed ? 'primary' : 'outline', size: 'sm' })}
                  onClick={() => setDays((current) => toggleReminderDay(current, day))}
                >
                  {daysLabel(text, day)}
                </button>
              );
            })}
          </div>
          <p className={styles.hint} aria-live="polite">
            {full
              ? text('settings.max', { max: REMINDER_LEAD_DAYS.count })
              : days.length === 0
                ? text('settings.none')
                : ''}
          </p>
          <div className={styles.customDays}>
            <div className={styles.customField}>
              <TextField
                label={text('settings.custom', bounds)}
                inputMode="numeric"
                value={typed}
                onChange={(value) => {
                  setTyped(value);
                  setTypedProblem(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addTyped();
                  }
                }}
                isDisabled={full}
                errorMessage={typedProblem ?? undefined}
              />
            </div>
            <Button variant="outline" onPress={addTyped} isDisabled={full}>
              {text('settings.add')}
            </Button>
          </div>
        </fieldset>
        {failure ? (
          <p role="alert" className={styles.alert}>
            {mailFailureText(failure, locale, 'saveError')}
          </p>
        ) : null}
        <div className={styles.row}>
          <Button type="submit" isPending={saving}>
            {text('settings.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
