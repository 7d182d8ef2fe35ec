import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALES } from '../constants';
import { customDietaryEntrySchema } from './guest-dietary';
import * as schemaModule from './index';
import { tagInputSchema } from './tag';
import { toValidationDetails } from './validation-details';

const PLACEHOLDER = /\{\w+\}/;

/** Values that are wrong for almost every field: missing, wrong types, blank, too short, far too long, empty shapes. */
const BAD_VALUES: readonly unknown[] = [
  undefined,
  null,
  42,
  -1,
  1.5,
  true,
  '',
  '   ',
  'x',
  '{min}',
  'x'.repeat(6_000),
  [],
  [{}],
  Array.from({ length: 20 }, (_, index) => `t${index}`),
  {},
];

function isSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

function inputsFor(schema: z.ZodType): unknown[] {
  const inputs: unknown[] = [...BAD_VALUES];
  if (schema instanceof z.ZodObject) {
    for (const field of Object.keys(schema.shape)) {
      for (const value of BAD_VALUES) inputs.push({ [field]: value });
    }
  }
  return inputs;
}

const namedSchemas: [string, z.ZodType][] = [
  ...Object.entries(schemaModule as Record<string, unknown>).filter((entry): entry is [string, z.ZodType] =>
    isSchema(entry[1]),
  ),
  [
    'tagInputSchema(10 tags)',
    tagInputSchema({ existingTags: Array.from({ length: 10 }, (_, index) => `t${index}`) }),
  ],
  ['customDietaryEntrySchema([vegan])', customDietaryEntrySchema(['vegan'])],
];

describe('validation messages (docs/requirements.md A8 and B8): every placeholder is filled in every locale', () => {
  it('finds schemas to check', () => {
    expect(namedSchemas.length).toBeGreaterThan(20);
  });

  it.each(namedSchemas)('%s leaves no {placeholder} in toValidationDetails', (_name, schema) => {
    const leftovers: string[] = [];
    for (const input of inputsFor(schema)) {
      const result = schema.safeParse(input);
      if (result.success) continue;
      for (const locale of LOCALES) {
        for (const [field, text] of Object.entries(toValidationDetails(result.error, locale))) {
          if (PLACEHOLDER.test(text)) leftovers.push(`${locale} ${field}: ${text}`);
        }
      }
    }
    expect(leftovers).toEqual([]);
  });

  it('reports the password bound for a missing password (the reported bug)', () => {
    const result = schemaModule.passwordSchema.safeParse(undefined);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(toValidationDetails(result.error, 'en').root).toBe('Password must be at least 10 characters');
  });
});
