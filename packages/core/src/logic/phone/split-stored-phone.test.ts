import { describe, expect, it } from 'vitest';
import { formatStoredPhone } from './format-stored-phone';
import { splitStoredPhone } from './split-stored-phone';

describe('stored guest phone (docs/requirements.md B5) read back for editing', () => {
  it('splits dial code and number', () => {
    expect(splitStoredPhone('+49 170 1234567')).toEqual({ dialCode: '+49', number: '170 1234567' });
    expect(splitStoredPhone('+1 555-0100')).toEqual({ dialCode: '+1', number: '555-0100' });
  });

  it('keeps values without a dial code as the number', () => {
    expect(splitStoredPhone('0170 1234567')).toEqual({ dialCode: '', number: '0170 1234567' });
    expect(splitStoredPhone('+491701234567')).toEqual({ dialCode: '', number: '+491701234567' });
  });

  it('handles empty, whitespace-only and missing values', () => {
    expect(splitStoredPhone('')).toEqual({ dialCode: '', number: '' });
    expect(splitStoredPhone('  ')).toEqual({ dialCode: '', number: '' });
    expect(splitStoredPhone(null)).toEqual({ dialCode: '', number: '' });
  });

  it('round-trips with formatStoredPhone', () => {
    const { dialCode, number } = splitStoredPhone(formatStoredPhone('+90', '532 123 45 67'));
    expect(formatStoredPhone(dialCode, number)).toBe('+90 532 123 45 67');
  });
});
