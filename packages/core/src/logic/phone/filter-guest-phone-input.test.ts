import { describe, expect, it } from 'vitest';
import { filterGuestPhoneInput } from './filter-guest-phone-input';

describe('guest form phone (docs/requirements.md B5): keeps digits, spaces, hyphen and plus', () => {
  it('keeps the allowed characters', () => {
    expect(filterGuestPhoneInput('+49 170-123 4567')).toBe('+49 170-123 4567');
  });

  it('drops letters, brackets, dots and slashes', () => {
    expect(filterGuestPhoneInput('(0170) 123.45/67 ext')).toBe('0170 1234567 ');
  });

  it('returns empty and whitespace-only input unchanged', () => {
    expect(filterGuestPhoneInput('')).toBe('');
    expect(filterGuestPhoneInput('  ')).toBe('  ');
  });
});
