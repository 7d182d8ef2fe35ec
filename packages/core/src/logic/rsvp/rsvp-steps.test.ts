import { describe, expect, it } from 'vitest';
import { rsvpSteps } from './rsvp-steps';

describe('RSVP wizard (docs/requirements.md B4): 5 steps when attending, 3 otherwise', () => {
  it('has 5 steps when attending', () => {
    expect(rsvpSteps('attending')).toEqual([
      'contact',
      'attendance',
      'guestDetails',
      'requirements',
      'message',
    ]);
  });

  it('has 3 steps for not attending, maybe and no choice yet', () => {
    for (const attendance of ['not_attending', 'maybe', null, undefined] as const) {
      expect(rsvpSteps(attendance)).toEqual(['contact', 'attendance', 'message']);
    }
  });
});
