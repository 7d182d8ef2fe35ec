import { describe, expect, it } from 'vitest';
import { filledDraft } from '../test-support/rsvp-fixtures';
import { isRsvpStepReady } from './is-rsvp-step-ready';

describe('RSVP (docs/requirements.md B2): Next is disabled when the step is not ready', () => {
  it('contact needs a name and a number (whitespace-only counts as empty)', () => {
    expect(isRsvpStepReady('contact', filledDraft())).toBe(true);
    expect(isRsvpStepReady('contact', filledDraft({ name: '   ' }))).toBe(false);
    expect(isRsvpStepReady('contact', filledDraft({ phoneNumber: '' }))).toBe(false);
  });
  it('attendance needs a choice', () => {
    expect(isRsvpStepReady('attendance', filledDraft())).toBe(false);
    expect(isRsvpStepReady('attendance', filledDraft({ attendanceStatus: 'maybe' }))).toBe(true);
  });
  it('the optional steps are always ready', () => {
    expect(isRsvpStepReady('requirements', filledDraft())).toBe(true);
    expect(isRsvpStepReady('message', filledDraft())).toBe(true);
  });
});
