import { type AttendanceStatus, type Locale, translate } from '@wedding/core';

/** The three answers of docs/requirements.md B3, asked on step 2 and confirmed on the last step. */
export function attendanceOptions(locale: Locale) {
  return [
    { value: 'attending', label: translate('rsvp.attending', locale) },
    { value: 'not_attending', label: translate('rsvp.notAttending', locale) },
    { value: 'maybe', label: translate('rsvp.maybe', locale) },
  ] as const satisfies readonly { value: AttendanceStatus; label: string }[];
}
