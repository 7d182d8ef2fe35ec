import { describe, expect, it } from 'vitest';
import { rsvpStepAfterAttendanceChange } from './rsvp-step-after-attendance-change';

describe('RSVP wizard (docs/requirements.md B4): a non-attending choice beyond step 3 returns to step 3', () => {
  it('returns from steps 4 and 5 to 3', () => {
    expect(rsvpStepAfterAttendanceChange(4, 'not_attending')).toBe(3);
    expect(rsvpStepAfterAttendanceChange(5, 'maybe')).toBe(3);
  });

  it('keeps steps up to 3', () => {
    expect(rsvpStepAfterAttendanceChange(3, 'not_attending')).toBe(3);
    expect(rsvpStepAfterAttendanceChange(2, 'maybe')).toBe(2);
  });

  it('keeps any step when attending', () => {
    expect(rsvpStepAfterAttendanceChange(5, 'attending')).toBe(5);
  });
});
