import { MEAL_OPTIONS_MAX, type ScheduleEventPayloadInput, TEXT_LIMITS } from '@wedding/core';
import { Button, Checkbox } from '@wedding/ui';
import { type Control, Controller, useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './ScheduleView.css';

export interface MealOptionFieldsProps {
  control: Control<ScheduleEventPayloadInput>;
  /** Each existing option's name in another language, shown while it has none in the language written. */
  otherNames: Readonly<Record<string, string>>;
}

/**
 * The meals guests choose from for this event, in the language written: name, optional description, kids' meal.
 * None means guests pick no meal; removing one leaves the guests who picked it without a meal.
 */
export function MealOptionFields({ control, otherNames }: MealOptionFieldsProps) {
  const text = useDashboardText('schedule');
  const meals = useFieldArray({ control, name: 'mealOptions', keyName: 'key' });
  return (
    <fieldset className={styles.meals}>
      <legend className={styles.choicesLegend}>{text('meals.label')}</legend>
      {meals.fields.length === 0 ? <p className={styles.mealsNone}>{text('meals.none')}</p> : null}
      {meals.fields.map((meal, index) => {
        const elsewhere = meal.id ? otherNames[meal.id] : undefined;
        return (
          <div key={meal.key} className={styles.meal} data-testid="meal-option">
            <div className={styles.mealFields}>
              <FormTextField
                control={control}
                name={`mealOptions.${index}.name`}
                label={text('meals.name', { number: index + 1 })}
                description={elsewhere ? text('meals.nameElsewhere', { name: elsewhere }) : undefined}
                maxLength={TEXT_LIMITS.name}
                isRequired={!meal.id}
              />
              <FormTextField
                control={control}
                name={`mealOptions.${index}.description`}
                label={text('meals.description')}
                maxLength={TEXT_LIMITS.shortText}
              />
            </div>
            <div className={styles.mealActions}>
              <Controller
                control={control}
                name={`mealOptions.${index}.isKids`}
                render={({ field }) => (
                  <Checkbox isSelected={field.value === true} onChange={field.onChange}>
                    {text('meals.kids')}
                  </Checkbox>
                )}
              />
              <Button variant="ghost" size="sm" onPress={() => meals.remove(index)}>
                {text('meals.remove', { number: index + 1 })}
              </Button>
            </div>
          </div>
        );
      })}
      {meals.fields.length < MEAL_OPTIONS_MAX ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => meals.append({ name: '', description: '', isKids: false })}
          >
            {text('meals.add')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
