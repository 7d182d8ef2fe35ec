import { describe, expect, it } from 'vitest';
import { createLocationRequestSchema, updateLocationRequestSchema } from './locations';

describe('POST and PATCH locations: location fields plus type (docs/requirements.md A7)', () => {
  const body = {
    type: 'reception',
    name: 'Gut Hohenholz',
    address: 'Allee 3',
    city: 'Bonn',
    postalCode: '53111',
    country: 'DE',
  };

  it('both accept the same body', () => {
    expect(createLocationRequestSchema.parse(body)).toMatchObject(body);
    expect(updateLocationRequestSchema.parse(body)).toMatchObject(body);
  });

  it('both need the type', () => {
    const { type: _type, ...withoutType } = body;
    expect(createLocationRequestSchema.safeParse(withoutType).success).toBe(false);
    expect(updateLocationRequestSchema.safeParse(withoutType).success).toBe(false);
  });
});
