import {
  EVENT_AUDIENCES,
  type EventAudience,
  GUEST_CATEGORIES,
  GUEST_SIDES,
  type ScheduleEventPayloadInput,
} from '@wedding/core';
import { Checkbox, RadioGroup } from '@wedding/ui';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './ScheduleView.css';

/** A household the couple can invite by name: its head's id and its members' names, the head first. */
export interface InvitableHousehold {
  id: string;
  names: readonly string[];
}

export interface EventAudienceFieldsProps {
  control: Control<ScheduleEventPayloadInput>;
  households: readonly InvitableHousehold[];
}

const toggled = <T,>(values: readonly T[] | undefined, value: T, on: boolean) =>
  on
    ? [...(values ?? []).filter((each) => each !== value), value]
    : (values ?? []).filter((each) => each !== value);

/**
 * Who the event is open to: everyone with the site (the default), or chosen guests, by category, by side and by
 * household (a household is invited when any one of these choices names it).
 */
export function EventAudienceFields({ control, households }: EventAudienceFieldsProps) {
  const text = useDashboardText('schedule');
  const audience = useWatch({ control, name: 'audience' });
  return (
    <div className={styles.audience}>
      <Controller
        control={control}
        name="audience"
        render={({ field, fieldState }) => (
          <RadioGroup<EventAudience>
            label={text('audience.label')}
            options={EVENT_AUDIENCES.map((value) => ({ value, label: text(`audience.${value}`) }))}
            value={field.value ?? 'everyone'}
            onChange={field.onChange}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      {audience === 'chosen' ? (
        <>
          <Controller
            control={control}
            name="invitedCategories"
            render={({ field }) => (
              <fieldset className={styles.choices}>
                <legend className={styles.choicesLegend}>{text('audience.categories')}</legend>
                {GUEST_CATEGORIES.map((category) => (
                  <Checkbox
                    key={category}
                    isSelected={field.value?.includes(category) ?? false}
                    onChange={(on) => field.onChange(toggled(field.value, category, on))}
                  >
                    {text(`category.${category}`)}
                  </Checkbox>
                ))}
              </fieldset>
            )}
          />
          <Controller
            control={control}
            name="invitedSides"
            render={({ field }) => (
              <fieldset className={styles.choices}>
                <legend className={styles.choicesLegend}>{text('audience.sides')}</legend>
                {GUEST_SIDES.map((side) => (
                  <Checkbox
                    key={side}
                    isSelected={field.value?.includes(side) ?? false}
                    onChange={(on) => field.onChange(toggled(field.value, side, on))}
                  >
                    {text(`side.${side}`)}
                  </Checkbox>
                ))}
              </fieldset>
            )}
          />
          {households.length > 0 ? (
            <Controller
              control={control}
              name="invitedHouseholdIds"
              render={({ field }) => (
                <fieldset className={styles.choices}>
                  <legend className={styles.choicesLegend}>{text('audience.households')}</legend>
                  {households.map((household) => (
                    <Checkbox
                      key={household.id}
                      isSelected={field.value?.includes(household.id) ?? false}
                      onChange={(on) => field.onChange(toggled(field.value, household.id, on))}
                    >
                      {household.names.join(', ')}
                    </Checkbox>
                  ))}
                </fieldset>
              )}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
