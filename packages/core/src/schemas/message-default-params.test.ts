import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messageDefaultParams } from './message-default-params';

const issue = (path: PropertyKey[]): z.core.$ZodIssue =>
  ({ code: 'invalid_type', expected: 'string', path, message: 'x', input: undefined }) as z.core.$ZodIssue;

describe('validation messages (docs/requirements.md A8 and B8): bounds named by a message are always filled', () => {
  it('gives length messages their bound', () => {
    expect(messageDefaultParams('auth.passwordTooShort', issue([]))).toEqual({ min: 10 });
    expect(messageDefaultParams('auth.passwordTooLong', issue([]))).toEqual({ max: 200 });
    expect(messageDefaultParams('slug.tooShort', issue(['slug']))).toEqual({ min: 3 });
    expect(messageDefaultParams('upload.tooLarge', issue(['size']))).toEqual({ maxMb: 5 });
  });

  it('names a colour message after its field', () => {
    expect(messageDefaultParams('brand.colorFormat', issue(['colors', 'light', 'primary']))).toEqual({
      key: 'primary',
    });
    expect(messageDefaultParams('brand.colorRequired', issue([]))).toEqual({ key: 'color' });
  });

  it('adds nothing for messages without placeholders', () => {
    expect(messageDefaultParams('validation.required', issue(['name']))).toEqual({});
  });
});
