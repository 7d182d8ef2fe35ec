import { describe, expect, it } from 'vitest';
import { sanitizeAccessCode } from './sanitize-access-code';

describe('access code (docs/requirements.md A5 and B5): upper-cased, allowed A-Z 0-9 & ! @ # $ % ^ * + = ? -, others stripped', () => {
  it('upper-cases letters', () => {
    expect(sanitizeAccessCode('abcd1234')).toBe('ABCD1234');
  });

  it('keeps every allowed symbol', () => {
    expect(sanitizeAccessCode('&!@#$%^*')).toBe('&!@#$%^*');
    expect(sanitizeAccessCode('+=?-')).toBe('+=?-');
  });

  it('strips spaces, umlauts and symbols outside the allowed set', () => {
    expect(sanitizeAccessCode(' a b_c.d(e)f"g\'h~ä')).toBe('ABCDEFGH');
    expect(sanitizeAccessCode('()[]{}<>/\\|,;:~`')).toBe('');
  });

  it('cuts to 8 characters: 7 stays 7, 8 stays 8, 9 becomes 8', () => {
    expect(sanitizeAccessCode('ABCDEFG')).toBe('ABCDEFG');
    expect(sanitizeAccessCode('ABCDEFGH')).toBe('ABCDEFGH');
    expect(sanitizeAccessCode('ABCDEFGHI')).toBe('ABCDEFGH');
  });

  it('returns empty text for empty and whitespace-only input', () => {
    expect(sanitizeAccessCode('')).toBe('');
    expect(sanitizeAccessCode('   \t')).toBe('');
  });
});
