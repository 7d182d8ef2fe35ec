import { describe, expect, it } from 'vitest';
import { rsvpErrorFromIssues } from './rsvp-error-from-issues';

describe('RSVP banner message from a failed core schema', () => {
  it('uses the first issue and passes its limit as {max}', () => {
    expect(
      rsvpErrorFromIssues([
        { code: 'too_big', message: 'rsvp.messageTooLong', maximum: 1000 },
        { message: 'rsvp.nameRequired' },
      ]),
    ).toEqual({ key: 'rsvp.messageTooLong', params: { max: 1000 } });
  });
  it('keeps a key without limits as it is', () => {
    expect(rsvpErrorFromIssues([{ message: 'rsvp.attendanceRequired' }])).toEqual({
      key: 'rsvp.attendanceRequired',
    });
  });
  it('falls back to validationError for a message outside the catalogue or no issue', () => {
    expect(rsvpErrorFromIssues([{ message: 'Invalid input' }])).toEqual({ key: 'validationError' });
    expect(rsvpErrorFromIssues([])).toEqual({ key: 'validationError' });
  });
});
