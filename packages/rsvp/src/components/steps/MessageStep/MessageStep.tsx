import { RSVP_MESSAGE_MAX_LENGTH, translate } from '@wedding/core';
import { attendanceOptions } from '../../attendance-options';
import { RsvpRadioGroup } from '../../fields/RsvpRadioGroup/RsvpRadioGroup';
import { RsvpTextArea } from '../../fields/RsvpTextArea/RsvpTextArea';
import type { RsvpStepProps } from '../../rsvp-step-props';
import { stackStyle } from '../../stack-style';

/**
 * Last step: the answer once more, to confirm or change before sending, and a message of at most 1000
 * characters with a counter (docs/requirements.md B5). Changing the answer here follows docs/requirements.md B4: a
 * non-attending answer from step 5 returns to step 3, which is this same step of the short wizard, so nothing typed is
 * lost.
 */
export function MessageStep({ wizard, locale }: RsvpStepProps) {
  const { data, submitting } = wizard.state;
  return (
    <div style={stackStyle}>
      <RsvpRadioGroup
        label={translate('rsvp.attendanceLabel', locale)}
        options={attendanceOptions(locale)}
        value={data.attendanceStatus}
        onChange={wizard.setAttendance}
        errorMessage={wizard.fieldError('attendanceStatus')}
        isDisabled={submitting}
      />
      <RsvpTextArea
        label={translate('rsvp.messageLabel', locale)}
        maxLength={RSVP_MESSAGE_MAX_LENGTH}
        value={data.message}
        onChange={(value) => wizard.setText('message', value)}
        errorMessage={wizard.fieldError('message')}
        rows={5}
        isDisabled={submitting}
      />
    </div>
  );
}
