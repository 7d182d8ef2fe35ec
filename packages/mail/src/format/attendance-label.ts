import type { AttendanceStatus } from '@wedding/core';
import type { MailText } from '../i18n/mail-text';

const ATTENDANCE_TEXT_KEYS = {
  attending: 'attending',
  not_attending: 'notAttending',
  maybe: 'maybe',
} as const satisfies Record<AttendanceStatus, string>;

/** "Zusage", "Absage", "Vielleicht": how an answer reads in a summary or a table. */
export function attendanceLabel(attendance: AttendanceStatus, text: MailText): string {
  return text('answer', ATTENDANCE_TEXT_KEYS[attendance]);
}
