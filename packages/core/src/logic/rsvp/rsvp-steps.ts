import type { AttendanceStatus } from '../../schemas/enums';

export type RsvpStepId = 'contact' | 'attendance' | 'guestDetails' | 'requirements' | 'message';

const ATTENDING_STEPS: readonly RsvpStepId[] = [
  'contact',
  'attendance',
  'guestDetails',
  'requirements',
  'message',
];
const SHORT_STEPS: readonly RsvpStepId[] = ['contact', 'attendance', 'message'];

/**
 * Spec B 4 RSVP wizard: 5 steps when attending (contact, attendance, guest details, requirements,
 * message and submit), 3 otherwise (contact, attendance, message and submit), also before a choice is made.
 */
export function rsvpSteps(attendance: AttendanceStatus | null | undefined): readonly RsvpStepId[] {
  return attendance === 'attending' ? ATTENDING_STEPS : SHORT_STEPS;
}
