import { describe, expect, it } from 'vitest';
import { passwordSchema, usernameSchema, userSchema } from './user';

describe('auth rules (README Decisions): username 3-32 of a-z, 0-9, dot, underscore, hyphen', () => {
  it('accepts 3 and 32 characters, rejects 2 and 33', () => {
    expect(usernameSchema.parse('abc')).toBe('abc');
    expect(usernameSchema.parse('a'.repeat(32))).toHaveLength(32);
    expect(usernameSchema.safeParse('ab').error?.issues[0]?.message).toBe('auth.usernameInvalid');
    expect(usernameSchema.safeParse('a'.repeat(33)).error?.issues[0]?.message).toBe('auth.usernameInvalid');
  });

  it('lower-cases and trims, rejects other characters, empty and whitespace-only', () => {
    expect(usernameSchema.parse(' Anna.Ben_1-x ')).toBe('anna.ben_1-x');
    for (const username of ['anna ben', 'anna@ben', '', '   ']) {
      expect(usernameSchema.safeParse(username).success, username).toBe(false);
    }
  });
});

describe('auth rules (README Decisions): password 10-200 characters', () => {
  it('rejects 9, accepts 10 and 200, rejects 201', () => {
    expect(passwordSchema.safeParse('x'.repeat(9)).error?.issues[0]?.message).toBe('auth.passwordTooShort');
    expect(passwordSchema.parse('x'.repeat(10))).toHaveLength(10);
    expect(passwordSchema.parse('x'.repeat(200))).toHaveLength(200);
    expect(passwordSchema.safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe('auth.passwordTooLong');
  });
});

describe('user (docs/requirements.md B3): role superadmin, admin or user (default user)', () => {
  it('defaults the role and rejects unknown roles', () => {
    expect(userSchema.parse({ id: 'u1', username: 'anna' }).role).toBe('user');
    expect(userSchema.parse({ id: 'u1', username: 'anna', role: 'superadmin' }).role).toBe('superadmin');
    expect(userSchema.safeParse({ id: 'u1', username: 'anna', role: 'owner' }).success).toBe(false);
  });
});
