import { describe, expect, it } from 'vitest';
import { accessCodeResponseSchema, apiErrorBodySchema, checkSlugResponseSchema } from './responses';

describe('answers the client reads (docs/requirements.md A7 and B7)', () => {
  it('access-code answers {accessCode} or {error}', () => {
    expect(accessCodeResponseSchema.parse({ accessCode: 'ABCD1234' })).toEqual({ accessCode: 'ABCD1234' });
    expect(accessCodeResponseSchema.parse({ error: 'nope' })).toEqual({ error: 'nope' });
    expect(accessCodeResponseSchema.safeParse({}).success).toBe(false);
  });

  it('check-slug answers available', () => {
    expect(checkSlugResponseSchema.parse({ available: false })).toEqual({ available: false });
    expect(checkSlugResponseSchema.safeParse({ available: 'yes' }).success).toBe(false);
  });

  it('error bodies carry error, message and field details', () => {
    expect(
      apiErrorBodySchema.parse({ error: 'Invalid data: name', details: { name: 'Name is required' } }),
    ).toEqual({
      error: 'Invalid data: name',
      details: { name: 'Name is required' },
    });
  });
});
