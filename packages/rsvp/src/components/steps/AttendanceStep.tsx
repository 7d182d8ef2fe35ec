import { type AttendanceStatus, translate } from '@wedding/core';
import { RadioGroup } from '@wedding/ui';
import type { RsvpStepProps } from '../rsvp-step-props';

/** Step 2: attendance status (spec B 5: an attendance status is needed). */
export function AttendanceStep({ wizard, locale }: RsvpStepProps) {
  const options = [
    { value: 'attending', label: translate('rsvp.attending', locale) },
    { value: 'not_attending', label: translate('rsvp.notAttending', locale) },
    { value: 'maybe', label: translate('rsvp.maybe', locale) },
  ] as const satisfies readonly { value: AttendanceStatus; label: string }[];
  return (
    <RadioGroup<AttendanceStatus>
      label={translate('rsvp.attendanceLabel', locale)}
      options={options}
      value={wizard.state.data.attendanceStatus}
      onChange={wizard.setAttendance}
      isRequired
      isDisabled={wizard.state.submitting}
    />
  );
}
