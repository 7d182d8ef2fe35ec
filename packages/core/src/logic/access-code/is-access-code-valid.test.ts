import { describe, expect, it } from 'vitest';
import { isAccessCodeValid } from './is-access-code-valid';

describe('access code (docs/requirements.md A5 and B5): exactly 8 characters', () => {
  it('rejects 7 characters, accepts 8, rejects 9', () => {
    expect(isAccessCodeValid('ABCDEFG')).toBe(false);
    expect(isAccessCodeValid('ABCD12#-')).toBe(true);
    expect(isAccessCodeValid('ABCDEFGHI')).toBe(false);
  });

  it('rejects lower case and disallowed characters even at length 8', () => {
    expect(isAccessCodeValid('abcd1234')).toBe(false);
    expect(isAccessCodeValid('ABCD 123')).toBe(false);
  });

  it('rejects empty and whitespace-only input', () => {
    expect(isAccessCodeValid('')).toBe(false);
    expect(isAccessCodeValid('        ')).toBe(false);
  });
});
