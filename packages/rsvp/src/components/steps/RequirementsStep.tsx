import { Checkbox } from '@wedding/ui';
import type { RsvpStepProps } from '../rsvp-step-props';
import { stackStyle } from '../stack-style';

/** Step 4 (attending): transport and accommodation needs. */
export function RequirementsStep({ wizard, labels }: RsvpStepProps) {
  const { data, submitting } = wizard.state;
  return (
    <div style={stackStyle}>
      <Checkbox
        isSelected={data.needsTransport}
        onChange={(value) => wizard.setRequirement('needsTransport', value)}
        isDisabled={submitting}
      >
        {labels.needsTransport}
      </Checkbox>
      <Checkbox
        isSelected={data.needsAccommodation}
        onChange={(value) => wizard.setRequirement('needsAccommodation', value)}
        isDisabled={submitting}
      >
        {labels.needsAccommodation}
      </Checkbox>
    </div>
  );
}
