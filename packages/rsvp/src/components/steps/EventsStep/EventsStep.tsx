import { type Locale, translate } from '@wedding/core';
import type { CSSProperties } from 'react';
import { rsvpEventAnswerOf } from '../../../state/rsvp-draft';
import { type RsvpEventChoice, rsvpPersons } from '../../../state/rsvp-event-choice';
import { rsvpEventAnswerField } from '../../../state/rsvp-field-errors';
import { RsvpCheckbox } from '../../fields/RsvpCheckbox/RsvpCheckbox';
import { RsvpRadioGroup } from '../../fields/RsvpRadioGroup/RsvpRadioGroup';
import type { RsvpStepProps } from '../../rsvp-step-props';
import { stackStyle } from '../../stack-style';

const eventStyle: CSSProperties = {
  ...stackStyle,
  margin: 0,
  padding: 'var(--wed-space-element, 1rem)',
  border: 'var(--wed-borderWidth, 1px) solid var(--wed-color-border)',
  borderRadius: 'var(--wed-radius-md, 0.5rem)',
  minWidth: 0,
};
const legendStyle: CSSProperties = {
  fontWeight: 'var(--wed-fontWeight-semibold, 600)',
  padding: '0 0.25rem',
  overflowWrap: 'anywhere',
};
const personStyle: CSSProperties = { display: 'grid', gap: 'var(--wed-space-text, 0.5rem)', minWidth: 0 };
const introStyle: CSSProperties = { margin: 0 };

/** "Sa., 12. Juni · 18:00": the day in the guest's language, the time as the couple wrote it. */
function whenOf(event: RsvpEventChoice, locale: Locale): string {
  const day = new Date(`${event.day}T12:00:00Z`);
  const date = Number.isNaN(day.getTime())
    ? event.day
    : new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(day);
  return `${date} · ${event.time}`;
}

/** A meal as a choice: its name, marked when it is the kids' meal, with its description. */
function mealLabel(meal: { name: string; description: string | null; isKids: boolean }, locale: Locale) {
  const kids = meal.isKids ? ` (${translate('rsvp.mealKids', locale)})` : '';
  return `${meal.name}${kids}${meal.description ? ` – ${meal.description}` : ''}`;
}

/**
 * The per-event step (attending, with several events or meals): for each event the household is invited to, each
 * named person's answer (coming by default, as they said they attend) and, where the event offers meals, their meal.
 * Dietary needs and allergies stay on the next step, once per person.
 */
export function EventsStep({ wizard, locale }: RsvpStepProps) {
  const { data, events, submitting } = wizard.state;
  const persons = rsvpPersons(data);
  return (
    <div style={stackStyle}>
      <p style={introStyle}>{translate('rsvp.eventsIntro', locale)}</p>
      {events.map((event) => {
        const meals = event.mealOptions ?? [];
        return (
          <fieldset key={event.id} style={eventStyle} data-event={event.id}>
            <legend style={legendStyle}>{`${event.title} · ${whenOf(event, locale)}`}</legend>
            {persons.map((person) => {
              const answer = rsvpEventAnswerOf(data, person.index, event.id);
              const { name } = person;
              return (
                <div key={person.index} style={personStyle}>
                  <RsvpCheckbox
                    isSelected={answer.attending}
                    onChange={(attending) =>
                      wizard.setEventAnswer(person.index, event.id, { ...answer, attending })
                    }
                    isDisabled={submitting}
                  >
                    {translate('rsvp.eventComes', locale, { name })}
                  </RsvpCheckbox>
                  {answer.attending && meals.length > 0 ? (
                    <RsvpRadioGroup
                      label={translate('rsvp.mealOf', locale, { name })}
                      options={meals.map((meal) => ({ value: meal.id, label: mealLabel(meal, locale) }))}
                      value={
                        meals.some((meal) => meal.id === answer.mealOptionId) ? answer.mealOptionId : null
                      }
                      onChange={(mealOptionId) =>
                        wizard.setEventAnswer(person.index, event.id, { ...answer, mealOptionId })
                      }
                      errorMessage={wizard.fieldError(rsvpEventAnswerField(events, person.index, event.id))}
                      isRequired
                      isDisabled={submitting}
                    />
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
