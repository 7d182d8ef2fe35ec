import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerRequestSchema } from './auth';

describe('POST /api/auth/register {username, password, name}', () => {
  it('accepts a valid registration and normalises the username', () => {
    expect(
      registerRequestSchema.parse({ username: 'Anna', password: 'correct horse', name: ' Anna B ' }),
    ).toEqual({
      username: 'anna',
      password: 'correct horse',
      name: 'Anna B',
    });
  });

  it('reports each broken field', () => {
    const result = registerRequestSchema.safeParse({ username: 'a', password: 'short', name: '  ' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['username', 'auth.usernameInvalid'],
      ['password', 'auth.passwordTooShort'],
      ['name', 'auth.nameRequired'],
    ]);
  });
});

describe('POST /api/auth/login {username, password}', () => {
  it('checks presence only, so the rules are not revealed', () => {
    expect(loginRequestSchema.parse({ username: ' Anna ', password: 'x' })).toEqual({
      username: 'anna',
      password: 'x',
    });
    expect(loginRequestSchema.safeParse({ username: '', password: '' }).error?.issues[0]?.message).toBe(
      'auth.invalidCredentials',
    );
  });
});
