import { describe, expect, it } from 'vitest';
import { accessCodeRemaining } from './access-code-remaining';

describe('spec A 2 / B 5 access code dialog: remaining count', () => {
  it('counts down to 0 and never below', () => {
    expect(accessCodeRemaining('')).toBe(8);
    expect(accessCodeRemaining('ABCDEFG')).toBe(1);
    expect(accessCodeRemaining('ABCDEFGH')).toBe(0);
    expect(accessCodeRemaining('ABCDEFGHI')).toBe(0);
  });
});
