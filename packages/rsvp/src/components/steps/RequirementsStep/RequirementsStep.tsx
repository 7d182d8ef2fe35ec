import { DIETARY_RESTRICTIONS, type DietaryRestriction, type Locale, translate } from '@wedding/core';
import { Checkbox, TextField } from '@wedding/ui';
import type { CSSProperties } from 'react';
import type { RsvpWizardController } from '../../../hooks/use-rsvp-wizard';
import type { RsvpCompanionDraft } from '../../../state/rsvp-draft';
import { rsvpCompanionField } from '../../../state/rsvp-field-errors';
import type { RsvpStepProps } from '../../rsvp-step-props';
import { stackStyle } from '../../stack-style';

const groupStyle: CSSProperties = {
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
};
const choicesStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: 'var(--wed-space-text, 0.5rem)',
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
};
const hintStyle: CSSProperties = { margin: 0, color: 'var(--wed-color-textMuted)' };

interface CompanionNeedsProps {
  wizard: RsvpWizardController;
  locale: Locale;
  companion: RsvpCompanionDraft;
  index: number;
}

/** One companion's dietary restrictions (core's list), other dietary needs and allergies. */
function CompanionNeeds({ wizard, locale, companion, index }: CompanionNeedsProps) {
  const { submitting } = wizard.state;
  const toggle = (restriction: DietaryRestriction, chosen: boolean) =>
    wizard.setCompanionRestrictions(
      index,
      chosen
        ? [...companion.dietaryRestrictions, restriction]
        : companion.dietaryRestrictions.filter((each) => each !== restriction),
    );
  return (
    <fieldset style={groupStyle}>
      <legend style={legendStyle}>
        {translate('rsvp.dietaryNeedsOf', locale, { name: companion.name.trim() })}
      </legend>
      <fieldset style={choicesStyle}>
        <legend style={{ ...legendStyle, padding: 0, marginBlockEnd: 'var(--wed-space-text, 0.5rem)' }}>
          {translate('rsvp.dietaryRestrictionsLabel', locale)}
        </legend>
        {DIETARY_RESTRICTIONS.map((restriction) => (
          <Checkbox
            key={restriction}
            isSelected={companion.dietaryRestrictions.includes(restriction)}
            onChange={(chosen) => toggle(restriction, chosen)}
            isDisabled={submitting}
          >
            {translate(`rsvp.dietary.${restriction}`, locale)}
          </Checkbox>
        ))}
      </fieldset>
      <TextField
        label={translate('rsvp.dietaryOtherLabel', locale)}
        value={companion.dietaryPreferences}
        onChange={(value) => wizard.setCompanionText(index, 'dietaryPreferences', value)}
        errorMessage={wizard.fieldError(rsvpCompanionField(index, 'dietaryPreferences'))}
        isDisabled={submitting}
      />
      <TextField
        label={translate('rsvp.allergiesLabel', locale)}
        value={companion.allergies}
        onChange={(value) => wizard.setCompanionText(index, 'allergies', value)}
        errorMessage={wizard.fieldError(rsvpCompanionField(index, 'allergies'))}
        isDisabled={submitting}
      />
    </fieldset>
  );
}

/**
 * Step 4 (attending): transport and accommodation needs, and the dietary needs of every named companion.
 * Only named companions are asked: core's schema drops a companion without a name, needs included, so a
 * hint points to the previous step instead of collecting answers that would be lost.
 */
export function RequirementsStep({ wizard, locale }: RsvpStepProps) {
  const { data, submitting } = wizard.state;
  const named = data.companions.flatMap((companion, index) =>
    companion.name.trim() === '' ? [] : [{ companion, index }],
  );
  const someUnnamed = named.length < data.companions.length;
  return (
    <div style={stackStyle}>
      <Checkbox
        isSelected={data.needsTransport}
        onChange={(value) => wizard.setRequirement('needsTransport', value)}
        isDisabled={submitting}
      >
        {translate('rsvp.needsTransport', locale)}
      </Checkbox>
      <Checkbox
        isSelected={data.needsAccommodation}
        onChange={(value) => wizard.setRequirement('needsAccommodation', value)}
        isDisabled={submitting}
      >
        {translate('rsvp.needsAccommodation', locale)}
      </Checkbox>
      {named.map(({ companion, index }) => (
        <CompanionNeeds key={index} wizard={wizard} locale={locale} companion={companion} index={index} />
      ))}
      {someUnnamed ? <p style={hintStyle}>{translate('rsvp.companionNeedsHint', locale)}</p> : null}
    </div>
  );
}
