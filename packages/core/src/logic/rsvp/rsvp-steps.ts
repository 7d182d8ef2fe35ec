import type { AttendanceStatus } from '../../schemas/enums';

export type RsvpStepId = 'contact' | 'attendance' | 'guestDetails' | 'events' | 'requirements' | 'message';

const ATTENDING_STEPS: readonly RsvpStepId[] = [
  'contact',
  'attendance',
  'guestDetails',
  'requirements',
  'message',
];
const PER_EVENT_STEPS: readonly RsvpStepId[] = [
  'contact',
  'attendance',
  'guestDetails',
  'events',
  'requirements',
  'message',
];
const SHORT_STEPS: readonly RsvpStepId[] = ['contact', 'attendance', 'message'];

/**
 * Whether the wizard asks per event who comes and what they eat: when the household sees more than one event, or
 * one with meals to choose from. One event without meals needs nothing beyond the single answer
 * (docs/requirements.md B3).
 */
export function rsvpAsksPerEvent(
  events: readonly { mealOptions?: readonly unknown[] | undefined }[],
): boolean {
  return events.length > 1 || events.some((event) => (event.mealOptions?.length ?? 0) > 0);
}

/**
 * RSVP wizard (docs/requirements.md B4): 5 steps when attending (contact, attendance, guest details, requirements,
 * message and submit), 3 otherwise (contact, attendance, message and submit), also before a choice is made.
 * With per-event questions (`rsvpAsksPerEvent`) an attending answer gets a sixth step after the guest details:
 * each named person's answer and meal per event.
 */
export function rsvpSteps(
  attendance: AttendanceStatus | null | undefined,
  perEvent = false,
): readonly RsvpStepId[] {
  if (attendance !== 'attending') return SHORT_STEPS;
  return perEvent ? PER_EVENT_STEPS : ATTENDING_STEPS;
}
