import { describe, expect, it } from 'vitest';
import { formatStoredPhone } from './format-stored-phone';

describe('guest phone stored (docs/requirements.md B5) as dial code, a space, then the number', () => {
  it('joins dial code and number with one space', () => {
    expect(formatStoredPhone('+49', ' 170 1234567 ')).toBe('+49 170 1234567');
  });

  it('stores nothing for an empty or whitespace-only number', () => {
    expect(formatStoredPhone('+49', '')).toBe('');
    expect(formatStoredPhone('+49', '   ')).toBe('');
  });

  it('stores the number alone without a dial code', () => {
    expect(formatStoredPhone('', '0170 1234567')).toBe('0170 1234567');
  });
});
