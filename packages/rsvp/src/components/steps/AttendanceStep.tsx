import type { AttendanceStatus } from '@wedding/core';
import { RadioGroup } from '@wedding/ui';
import type { RsvpStepProps } from '../rsvp-step-props';

/** Step 2: attendance status (spec B 5: an attendance status is needed). */
export function AttendanceStep({ wizard, labels }: RsvpStepProps) {
  const options = [
    { value: 'attending', label: labels.attending },
    { value: 'not_attending', label: labels.notAttending },
    { value: 'maybe', label: labels.maybe },
  ] as const satisfies readonly { value: AttendanceStatus; label: string }[];
  return (
    <RadioGroup<AttendanceStatus>
      label={labels.attendance}
      options={options}
      value={wizard.state.data.attendanceStatus}
      onChange={wizard.setAttendance}
      isRequired
      isDisabled={wizard.state.submitting}
    />
  );
}
