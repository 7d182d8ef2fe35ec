import { describe, expect, it } from 'vitest';
import { accessCodeSchema, guestAccessCodeSchema } from './access-code';

describe('access code (docs/requirements.md A5 and B5): exactly 8 characters after sanitising', () => {
  it('upper-cases and strips characters outside A-Z, 0-9 and & ! @ # $ % ^ * + = ? -', () => {
    expect(accessCodeSchema.parse('ab cd-ef!g')).toBe('ABCD-EF!');
    expect(accessCodeSchema.parse('&!@#$%^*')).toBe('&!@#$%^*');
    expect(accessCodeSchema.parse('+=?-A1b2')).toBe('+=?-A1B2');
  });

  it('rejects 7 characters, also when stripping leaves 7', () => {
    expect(accessCodeSchema.safeParse('ABCDEFG').error?.issues[0]?.message).toBe('accessCode.invalid');
    expect(accessCodeSchema.parse('ABC DEF_GH')).toBe('ABCDEFGH');
    expect(accessCodeSchema.safeParse('ABC_DEF.').error?.issues[0]?.message).toBe('accessCode.invalid');
  });

  it('cuts a 9th character like the input field does (sanitizeAccessCode)', () => {
    expect(accessCodeSchema.parse('ABCDEFGHI')).toBe('ABCDEFGH');
  });

  it('rejects empty and whitespace-only codes', () => {
    expect(accessCodeSchema.safeParse('').error?.issues[0]?.message).toBe('accessCode.invalid');
    expect(accessCodeSchema.safeParse('        ').error?.issues[0]?.message).toBe('accessCode.invalid');
  });

  it("reports a guest's malformed code as 'invalidCode' (the invite code of docs/requirements.md A5)", () => {
    expect(guestAccessCodeSchema.safeParse('abc').error?.issues[0]?.message).toBe('invalidCode');
    expect(guestAccessCodeSchema.parse('abcd1234')).toBe('ABCD1234');
  });
});
