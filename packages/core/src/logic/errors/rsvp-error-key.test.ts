import { describe, expect, it } from 'vitest';
import { rsvpErrorKey } from './rsvp-error-key';

describe('RSVP errors (docs/requirements.md B8): networkError, validationError, submitError', () => {
  it('classifies network and fetch failures', () => {
    expect(rsvpErrorKey(new TypeError('Failed to fetch'))).toBe('networkError');
    expect(rsvpErrorKey(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      'networkError',
    );
    expect(rsvpErrorKey(new TypeError('Load failed'))).toBe('networkError');
    expect(rsvpErrorKey('network down')).toBe('networkError');
  });

  it('classifies messages containing validation or invalid', () => {
    expect(rsvpErrorKey(new Error('Validation failed'))).toBe('validationError');
    expect(rsvpErrorKey(new Error('Invalid phone number'))).toBe('validationError');
  });

  it('uses submitError for anything else, including empty and non-error values', () => {
    expect(rsvpErrorKey(new Error('Internal error'))).toBe('submitError');
    expect(rsvpErrorKey(new Error(''))).toBe('submitError');
    expect(rsvpErrorKey(undefined)).toBe('submitError');
    expect(rsvpErrorKey(new Error('Load failed'))).toBe('submitError');
  });
});
