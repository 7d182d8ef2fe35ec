import { parseDate } from '@internationalized/date';
import {
  type Locale,
  SCHEDULE_EVENT_TYPES,
  type ScheduleEventPayload,
  type ScheduleEventType,
  type ScheduleEventView,
  scheduleEventPayloadSchema,
  TEXT_LIMITS,
} from '@wedding/core';
import { Checkbox, DatePicker, Dialog, Select, useUiLocale } from '@wedding/ui';
import { Controller } from 'react-hook-form';
import * as list from '../../components/card-list.css';
import { DialogForm } from '../../components/form/DialogForm';
import { FormTextArea } from '../../components/form/FormTextArea';
import { FormTextField } from '../../components/form/FormTextField';
import { useCoreForm } from '../../components/form/useCoreForm';
import { languageIn } from '../../components/WritingLanguage/language-in';
import { useDashboardText } from '../../i18n/dashboard-text';
import { EventAudienceFields, type InvitableHousehold } from './EventAudienceFields';
import { MealOptionFields } from './MealOptionFields';

export interface ScheduleEventDialogProps {
  event: ScheduleEventView | null;
  /** The language the title and description are written in. */
  locale: Locale;
  /** A new event's day (the last day shown, or the wedding day). */
  defaultDay: string;
  onClose: () => void;
  /** Resolves when saved (the dialog closes); rejects to keep everything typed. */
  onSave: (values: ScheduleEventPayload) => Promise<void>;
  getToday?: () => Date;
  /** The households the couple can invite by name (the guest list's parties). */
  households?: readonly InvitableHousehold[];
  /** The wedding's IANA time zone, named beside the times. */
  timeZone: string;
}

const knownType = (type: string): ScheduleEventType =>
  (SCHEDULE_EVENT_TYPES as readonly string[]).includes(type) ? (type as ScheduleEventType) : 'other';

function toCalendarDate(isoDate: string | undefined) {
  if (!isoDate) return null;
  try {
    return parseDate(isoDate.slice(0, 10));
  } catch {
    return null;
  }
}

/** The name of each meal in the first other language it is written in, for a meal not named in `locale` yet. */
function otherMealNames(event: ScheduleEventView | null, locale: Locale): Record<string, string> {
  const names: Record<string, string> = {};
  for (const meal of event?.mealOptions ?? []) {
    if (meal.texts[locale]) continue;
    const other = Object.values(meal.texts).find((text) => text?.name);
    if (other) names[meal.id] = other.name;
  }
  return names;
}

/**
 * Day, start and end, place, kind, attendance, the title and description in the language written, who is invited
 * (everyone, or chosen categories, sides and households) and the meals guests choose from.
 */
export function ScheduleEventDialog({
  event,
  locale,
  defaultDay,
  onClose,
  onSave,
  getToday,
  households = [],
  timeZone,
}: ScheduleEventDialogProps) {
  const text = useDashboardText('schedule');
  const uiLocale = useUiLocale();
  const own = event?.texts[locale];
  const form = useCoreForm(scheduleEventPayloadSchema, {
    defaultValues: {
      locale,
      day: event?.day ?? defaultDay,
      time: event?.time ?? '',
      endTime: event?.endTime ?? '',
      title: own?.title ?? '',
      description: own?.description ?? '',
      location: event?.location ?? '',
      type: event ? knownType(event.type) : 'other',
      required: event?.required ?? false,
      audience: event?.audience ?? 'everyone',
      invitedCategories: event?.invitedCategories ?? [],
      invitedSides: event?.invitedSides ?? [],
      invitedHouseholdIds: event?.invitedHouseholdIds ?? [],
      mealOptions: (event?.mealOptions ?? []).map((meal) => ({
        id: meal.id,
        name: meal.texts[locale]?.name ?? '',
        description: meal.texts[locale]?.description ?? '',
        isKids: meal.isKids,
      })),
    },
  });
  return (
    <Dialog.Content
      title={event ? text('dialog.edit') : text('dialog.add')}
      description={text('dialog.language', { language: languageIn(locale, uiLocale) })}
    >
      <DialogForm
        form={form}
        onSave={onSave}
        onClose={onClose}
        cancelLabel={text('cancel')}
        saveLabel={text('save')}
      >
        <Controller
          control={form.control}
          name="day"
          render={({ field, fieldState }) => (
            <DatePicker
              label={text('field.day')}
              value={toCalendarDate(field.value)}
              onChange={(value) => field.onChange(value ? value.toString() : '')}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              getToday={getToday}
              isRequired
            />
          )}
        />
        <div className={list.fieldRow}>
          <FormTextField
            control={form.control}
            name="time"
            label={text('field.time')}
            description={text('field.timeZone', { timeZone })}
            type="time"
            isRequired
          />
          <FormTextField control={form.control} name="endTime" label={text('field.endTime')} type="time" />
        </div>
        <div className={list.dialogForm}>
          <FormTextField
            control={form.control}
            name="title"
            label={text('field.title')}
            maxLength={TEXT_LIMITS.shortText}
            isRequired
          />
          <FormTextArea
            control={form.control}
            name="description"
            label={text('field.description')}
            maxLength={TEXT_LIMITS.mediumText}
            rows={3}
          />
        </div>
        <div className={list.fieldRow}>
          <FormTextField
            control={form.control}
            name="location"
            label={text('field.location')}
            maxLength={TEXT_LIMITS.shortText}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field, fieldState }) => (
              <Select<ScheduleEventType>
                label={text('field.type')}
                options={SCHEDULE_EVENT_TYPES.map((type) => ({ id: type, label: text(`type.${type}`) }))}
                selectedKey={field.value ?? 'other'}
                onSelectionChange={(key) => field.onChange(key)}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        </div>
        <Controller
          control={form.control}
          name="required"
          render={({ field }) => (
            <Checkbox isSelected={field.value === true} onChange={field.onChange}>
              {text('field.required')}
            </Checkbox>
          )}
        />
        <EventAudienceFields control={form.control} households={households} />
        <MealOptionFields control={form.control} otherNames={otherMealNames(event, locale)} />
      </DialogForm>
    </Dialog.Content>
  );
}
