import { registerRequestSchema } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { coreZodResolver } from './core-zod-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('coreZodResolver: core rules, messages in the person language with their bounds', () => {
  it('gives each field its translated message', async () => {
    const resolve = coreZodResolver(registerRequestSchema, 'en');
    const result = await resolve({ name: ' ', username: 'A', password: 'short' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.password?.message).toBe('Password must be at least 10 characters');
    expect(result.errors.username?.message).toBe(
      'Username must be 3 to 32 characters: lowercase letters, digits, dot, underscore or hyphen',
    );
    expect(result.errors.name?.message).toBe('Name is required');
  });

  it('passes the parsed values on (normalised by the schema)', async () => {
    const resolve = coreZodResolver(registerRequestSchema, 'de');
    const result = await resolve(
      { name: ' Anna ', username: 'Anna', password: 'a long password' },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'Anna', username: 'anna', password: 'a long password' });
  });
});
