import type { AttendanceStatus } from '../../schemas/enums';
import { rsvpSteps } from './rsvp-steps';

/**
 * docs/requirements.md B4: the 1-based step after the attendance status changes. Choosing a non-attending status while
 * beyond step 3 returns to step 3 (the last step of the short wizard); otherwise the step stays.
 */
export function rsvpStepAfterAttendanceChange(
  currentStep: number,
  attendance: AttendanceStatus | null,
  perEvent = false,
): number {
  return Math.min(currentStep, rsvpSteps(attendance, perEvent).length);
}
