import type { MetadataJson } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { internationalPhoneProblem } from './international-phone';

const metadata = maxMetadata as unknown as MetadataJson;
const problem = (phone: string) => internationalPhoneProblem(phone, metadata);

describe('RSVP phone (docs/requirements.md B5): international number checked with libphonenumber-js', () => {
  it('accepts valid numbers of several countries', () => {
    for (const phone of [
      '+49 30 12345678',
      '+44 20 7946 0958',
      '+48 601 234 567',
      '+90 532 123 45 67',
      '+91 98765 43210',
    ]) {
      expect(problem(phone), phone).toBeNull();
    }
  });

  it('maps parse failures to their specific message', () => {
    expect(problem('0151 23456789')).toBe('rsvp.phoneInvalidCountry');
    expect(problem('+49 abc')).toBe('rsvp.phoneNotANumber');
    expect(problem('+')).toBe('rsvp.phoneNotANumber');
    expect(problem('+49')).toBe('rsvp.phoneTooShort');
    expect(problem('+1234567890123456789012')).toBe('rsvp.phoneTooLong');
  });

  it('reports a number of the wrong length as too short, too long or invalid', () => {
    expect(problem('+1 212 55')).toBe('rsvp.phoneTooShort');
    expect(problem('+1 212 555 0123 4567')).toBe('rsvp.phoneTooLong');
    expect(problem('+49 1512 34567890123')).toBe('rsvp.phoneInvalid');
  });
});
