import { describe, expect, it } from 'vitest';
import { internationalPhoneProblem } from './international-phone';

describe('spec B 5 RSVP phone: international number checked with libphonenumber-js', () => {
  it('accepts valid numbers of several countries', () => {
    for (const phone of [
      '+49 30 12345678',
      '+44 20 7946 0958',
      '+48 601 234 567',
      '+90 532 123 45 67',
      '+91 98765 43210',
    ]) {
      expect(internationalPhoneProblem(phone), phone).toBeNull();
    }
  });

  it('maps parse failures to their specific message', () => {
    expect(internationalPhoneProblem('0151 23456789')).toBe('rsvp.phoneInvalidCountry');
    expect(internationalPhoneProblem('+49 abc')).toBe('rsvp.phoneNotANumber');
    expect(internationalPhoneProblem('+')).toBe('rsvp.phoneNotANumber');
    expect(internationalPhoneProblem('+49')).toBe('rsvp.phoneTooShort');
    expect(internationalPhoneProblem('+1234567890123456789012')).toBe('rsvp.phoneTooLong');
  });

  it('reports a number of the wrong length as too short, too long or invalid', () => {
    expect(internationalPhoneProblem('+1 212 55')).toBe('rsvp.phoneTooShort');
    expect(internationalPhoneProblem('+1 212 555 0123 4567')).toBe('rsvp.phoneTooLong');
    expect(internationalPhoneProblem('+49 1512 34567890123')).toBe('rsvp.phoneInvalid');
  });
});
