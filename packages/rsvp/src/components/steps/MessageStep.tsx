import { RSVP_MESSAGE_MAX_LENGTH, translate } from '@wedding/core';
import { TextArea } from '@wedding/ui';
import type { RsvpStepProps } from '../rsvp-step-props';

/** Last step: a message of at most 1000 characters with a counter (spec B 5). */
export function MessageStep({ wizard, locale }: RsvpStepProps) {
  return (
    <TextArea
      label={translate('rsvp.messageLabel', locale)}
      maxLength={RSVP_MESSAGE_MAX_LENGTH}
      value={wizard.state.data.message}
      onChange={(value) => wizard.setText('message', value)}
      rows={5}
      isDisabled={wizard.state.submitting}
    />
  );
}
