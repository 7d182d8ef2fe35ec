import { describe, expect, it } from 'vitest';
import { filterRsvpPhoneInput } from './filter-rsvp-phone-input';

describe('RSVP phone (docs/requirements.md B5): keeps digits, spaces and hyphens', () => {
  it('keeps the allowed characters and drops plus, letters and brackets', () => {
    expect(filterRsvpPhoneInput('170-123 4567')).toBe('170-123 4567');
    expect(filterRsvpPhoneInput('+49 (170) abc')).toBe('49 170 ');
  });

  it('returns empty input unchanged', () => {
    expect(filterRsvpPhoneInput('')).toBe('');
  });
});
