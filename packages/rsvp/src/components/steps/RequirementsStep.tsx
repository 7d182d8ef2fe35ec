import { translate } from '@wedding/core';
import { Checkbox } from '@wedding/ui';
import type { RsvpStepProps } from '../rsvp-step-props';
import { stackStyle } from '../stack-style';

/** Step 4 (attending): transport and accommodation needs. */
export function RequirementsStep({ wizard, locale }: RsvpStepProps) {
  const { data, submitting } = wizard.state;
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
    </div>
  );
}
