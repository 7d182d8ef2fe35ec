import { translate } from '@wedding/core';
import { attendanceOptions } from '../../attendance-options';
import { RsvpRadioGroup } from '../../fields/RsvpRadioGroup/RsvpRadioGroup';
import type { RsvpStepProps } from '../../rsvp-step-props';

/** Step 2: attendance status (docs/requirements.md B5: an attendance status is needed). */
export function AttendanceStep({ wizard, locale }: RsvpStepProps) {
  return (
    <RsvpRadioGroup
      label={translate('rsvp.attendanceLabel', locale)}
      options={attendanceOptions(locale)}
      value={wizard.state.data.attendanceStatus}
      onChange={wizard.setAttendance}
      errorMessage={wizard.fieldError('attendanceStatus')}
      isRequired
      isDisabled={wizard.state.submitting}
    />
  );
}
