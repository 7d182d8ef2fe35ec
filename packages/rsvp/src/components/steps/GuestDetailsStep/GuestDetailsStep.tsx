import { RSVP_GUESTS, translate } from '@wedding/core';
import { rsvpCompanionField } from '../../../state/rsvp-field-errors';
import { RsvpNumberStepper } from '../../fields/RsvpNumberStepper/RsvpNumberStepper';
import { RsvpTextField } from '../../fields/RsvpTextField/RsvpTextField';
import type { RsvpStepProps } from '../../rsvp-step-props';
import { stackStyle } from '../../stack-style';

/** Step 3 (attending): guest count 1 to 10 and a name input per companion (docs/requirements.md B5). */
export function GuestDetailsStep({ wizard, locale }: RsvpStepProps) {
  const { data, submitting } = wizard.state;
  return (
    <div style={stackStyle}>
      <RsvpNumberStepper
        label={translate('rsvp.guestCountLabel', locale)}
        value={data.numberOfGuests}
        minValue={RSVP_GUESTS.min}
        maxValue={RSVP_GUESTS.max}
        onChange={wizard.setGuestCount}
        errorMessage={wizard.fieldError('numberOfGuests')}
        isDisabled={submitting}
      />
      {data.companions.map((companion, index) => {
        // The respondent is guest 1, so companions are numbered from 2.
        const number = index + 2;
        return (
          <RsvpTextField
            // biome-ignore lint/suspicious/noArrayIndexKey: name slots are positional and only grow or shrink at the end
            key={index}
            label={translate('rsvp.guestNameLabel', locale, { number })}
            placeholder={translate('rsvp.guestPlaceholder', locale, { number })}
            value={companion.name}
            onChange={(value) => wizard.setGuestName(index, value)}
            errorMessage={wizard.fieldError(rsvpCompanionField(index, 'name'))}
            autoComplete="off"
            isDisabled={submitting}
          />
        );
      })}
    </div>
  );
}
