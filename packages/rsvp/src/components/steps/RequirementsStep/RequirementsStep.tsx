import { DIETARY_RESTRICTIONS, type DietaryRestriction, type Locale, translate } from '@wedding/core';
import type { CSSProperties } from 'react';
import type { RsvpCompanionTextField } from '../../../state/rsvp-actions';
import type { RsvpGuestNeedsDraft } from '../../../state/rsvp-draft';
import { rsvpCompanionField, rsvpRespondentField } from '../../../state/rsvp-field-errors';
import { RsvpCheckbox } from '../../fields/RsvpCheckbox/RsvpCheckbox';
import { RsvpTextField } from '../../fields/RsvpTextField/RsvpTextField';
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

interface GuestNeedsProps {
  locale: Locale;
  /** The group's name: whose needs these are. */
  legend: string;
  needs: RsvpGuestNeedsDraft;
  disabled: boolean;
  onRestrictionsChange: (restrictions: readonly DietaryRestriction[]) => void;
  onTextChange: (field: RsvpCompanionTextField, value: string) => void;
  /** The message of the rule the last Next broke for one of these inputs. */
  errorOf: (field: RsvpCompanionTextField) => string | undefined;
}

/** One guest's dietary restrictions (core's list), other dietary needs and allergies. */
function GuestNeeds({
  locale,
  legend,
  needs,
  disabled,
  onRestrictionsChange,
  onTextChange,
  errorOf,
}: GuestNeedsProps) {
  const toggle = (restriction: DietaryRestriction, chosen: boolean) =>
    onRestrictionsChange(
      chosen
        ? [...needs.dietaryRestrictions, restriction]
        : needs.dietaryRestrictions.filter((each) => each !== restriction),
    );
  return (
    <fieldset style={groupStyle}>
      <legend style={legendStyle}>{legend}</legend>
      <fieldset style={choicesStyle}>
        <legend style={{ ...legendStyle, padding: 0, marginBlockEnd: 'var(--wed-space-text, 0.5rem)' }}>
          {translate('rsvp.dietaryRestrictionsLabel', locale)}
        </legend>
        {DIETARY_RESTRICTIONS.map((restriction) => (
          <RsvpCheckbox
            key={restriction}
            isSelected={needs.dietaryRestrictions.includes(restriction)}
            onChange={(chosen) => toggle(restriction, chosen)}
            isDisabled={disabled}
          >
            {translate(`rsvp.dietary.${restriction}`, locale)}
          </RsvpCheckbox>
        ))}
      </fieldset>
      <RsvpTextField
        label={translate('rsvp.dietaryOtherLabel', locale)}
        value={needs.dietaryPreferences}
        onChange={(value) => onTextChange('dietaryPreferences', value)}
        errorMessage={errorOf('dietaryPreferences')}
        isDisabled={disabled}
      />
      <RsvpTextField
        label={translate('rsvp.allergiesLabel', locale)}
        value={needs.allergies}
        onChange={(value) => onTextChange('allergies', value)}
        errorMessage={errorOf('allergies')}
        isDisabled={disabled}
      />
    </fieldset>
  );
}

/**
 * Step 4 (attending): transport and accommodation needs, then the dietary needs of everyone the answer
 * covers: the respondent's own first (guests[0]), then every named companion's. Only named companions are
 * asked: core's schema drops a companion without a name, needs included, so a hint points to the previous
 * step instead of collecting answers that would be lost.
 */
export function RequirementsStep({ wizard, locale }: RsvpStepProps) {
  const { data, submitting } = wizard.state;
  const named = data.companions.flatMap((companion, index) =>
    companion.name.trim() === '' ? [] : [{ companion, index }],
  );
  const someUnnamed = named.length < data.companions.length;
  return (
    <div style={stackStyle}>
      <RsvpCheckbox
        isSelected={data.needsTransport}
        onChange={(value) => wizard.setRequirement('needsTransport', value)}
        isDisabled={submitting}
      >
        {translate('rsvp.needsTransport', locale)}
      </RsvpCheckbox>
      <RsvpCheckbox
        isSelected={data.needsAccommodation}
        onChange={(value) => wizard.setRequirement('needsAccommodation', value)}
        isDisabled={submitting}
      >
        {translate('rsvp.needsAccommodation', locale)}
      </RsvpCheckbox>
      <GuestNeeds
        locale={locale}
        legend={translate('rsvp.dietaryNeedsOwn', locale, { name: data.name.trim() })}
        needs={data.respondentNeeds}
        disabled={submitting}
        onRestrictionsChange={wizard.setRespondentRestrictions}
        onTextChange={wizard.setRespondentText}
        errorOf={(field) => wizard.fieldError(rsvpRespondentField(field))}
      />
      {named.map(({ companion, index }) => (
        <GuestNeeds
          key={index}
          locale={locale}
          legend={translate('rsvp.dietaryNeedsOf', locale, { name: companion.name.trim() })}
          needs={companion}
          disabled={submitting}
          onRestrictionsChange={(restrictions) => wizard.setCompanionRestrictions(index, restrictions)}
          onTextChange={(field, value) => wizard.setCompanionText(index, field, value)}
          errorOf={(field) => wizard.fieldError(rsvpCompanionField(index, field))}
        />
      ))}
      {someUnnamed ? <p style={hintStyle}>{translate('rsvp.companionNeedsHint', locale)}</p> : null}
    </div>
  );
}
