import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { locationPayloadSchema } from './location';
import { rsvpPayloadSchema } from './rsvp';
import { tagInputSchema } from './tag';
import { ROOT_FIELD, toValidationDetails, toValidationKeys } from './validation-details';

const errorOf = (schema: z.core.$ZodType, input: unknown) => {
  const result = z.safeParse(schema, input);
  if (result.success) throw new Error('expected a validation error');
  return result.error;
};

describe('toValidationKeys: zod error to {field path -> message key}', () => {
  it('maps each field path to the key of its first issue with bound params', () => {
    const error = errorOf(locationPayloadSchema, { type: 'party', name: 'x'.repeat(201), address: ' ' });
    expect(toValidationKeys(error)).toMatchObject({
      name: { key: 'validation.tooLong', params: { max: 200 } },
      address: { key: 'location.addressRequired' },
      city: { key: 'location.cityRequired' },
    });
  });

  it('keeps custom params and nested paths', () => {
    const error = errorOf(
      z.object({ tags: z.array(tagInputSchema({ existingTags: ['a', 'b'], maxTags: 2 })) }),
      {
        tags: ['c'],
      },
    );
    expect(toValidationKeys(error)).toEqual({ 'tags.0': { key: 'tags.maxReached', params: { max: 2 } } });
  });

  it('maps zod default messages to generic keys by issue code', () => {
    const schema = z.object({
      count: z.number().max(3),
      kind: z.enum(['a', 'b']),
      email: z.email(),
      list: z.array(z.string()).min(2),
    });
    const error = errorOf(schema, { count: 4, kind: 'c', email: 'nope', list: [] });
    expect(toValidationKeys(error)).toEqual({
      count: { key: 'validation.tooBig', params: { max: 3 } },
      kind: { key: 'validation.invalidOption', params: {} },
      email: { key: 'validation.invalidEmail', params: {} },
      list: { key: 'validation.tooFewItems', params: { min: 2 } },
    });
    expect(toValidationKeys(errorOf(z.object({ name: z.string() }), {}))).toEqual({
      name: { key: 'validation.required', params: {} },
    });
  });

  it('names issues about the whole payload root', () => {
    expect(toValidationKeys(errorOf(z.strictObject({}), { extra: 1 }))).toEqual({
      [ROOT_FIELD]: { key: 'validation.unrecognizedKeys', params: { keys: 'extra' } },
    });
  });
});

describe('toValidationDetails: localized messages per field (default de)', () => {
  const error = errorOf(rsvpPayloadSchema, {
    name: 'A',
    phone: '+491512',
    attendanceStatus: 'attending',
    numberOfGuests: 11,
  });

  it('translates into the requested locale', () => {
    expect(toValidationDetails(error, 'en')).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
    });
  });

  it('uses German when no locale is given', () => {
    expect(toValidationDetails(error)).toEqual({
      name: 'Name ist erforderlich',
      phone: 'Telefonnummer ist erforderlich',
    });
  });

  it('fills params into the text', () => {
    const tooLong = errorOf(locationPayloadSchema, {
      type: 'party',
      name: 'x'.repeat(201),
      address: 'a',
      city: 'c',
      postalCode: '1',
      country: 'DE',
    });
    expect(toValidationDetails(tooLong, 'en')).toEqual({ name: 'Must be at most 200 characters' });
  });
});
