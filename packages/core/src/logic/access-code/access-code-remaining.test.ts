import { describe, expect, it } from 'vitest';
import { accessCodeRemaining } from './access-code-remaining';

describe('access code dialog (docs/requirements.md A2 and B5): remaining count', () => {
  it('counts down to 0 and never below', () => {
    expect(accessCodeRemaining('')).toBe(8);
    expect(accessCodeRemaining('ABCDEFG')).toBe(1);
    expect(accessCodeRemaining('ABCDEFGH')).toBe(0);
    expect(accessCodeRemaining('ABCDEFGHI')).toBe(0);
  });
});
