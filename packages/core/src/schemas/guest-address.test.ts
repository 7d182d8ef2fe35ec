import { describe, expect, it } from 'vitest';
import { guestAddressesSchema, guestAddressSchema } from './guest-address';

const address = { street: 'Hauptstr. 1', city: 'Köln', postalCode: '50667' };
const messageAt = (input: unknown, field: string) =>
  guestAddressSchema.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe("address (docs/requirements.md B5): country exactly 2 letters ('Country must be 2-letter ISO code')", () => {
  it("accepts 'DE' and upper-cases 'de'", () => {
    expect(guestAddressSchema.parse({ ...address, country: 'DE' }).country).toBe('DE');
    expect(guestAddressSchema.parse({ ...address, country: 'de' }).country).toBe('DE');
  });

  it("rejects 'DEU', 'D', digits, empty and whitespace-only", () => {
    for (const country of ['DEU', 'D', 'D1', '', '  ']) {
      expect(messageAt({ ...address, country }, 'country'), country).toBe('address.countryIso');
    }
  });

  it('defaults to DE', () => {
    expect(guestAddressSchema.parse(address).country).toBe('DE');
  });
});

describe('address (docs/requirements.md B5): street, city and postal code required', () => {
  it.each([
    ['street', 'address.streetRequired'],
    ['city', 'address.cityRequired'],
    ['postalCode', 'address.postalCodeRequired'],
  ])('%s empty or whitespace-only gives %s', (field, key) => {
    expect(messageAt({ ...address, [field]: '' }, field)).toBe(key);
    expect(messageAt({ ...address, [field]: '  ' }, field)).toBe(key);
    expect(messageAt({ ...address, [field]: undefined }, field)).toBe(key);
  });

  it('type is one of home, work, billing, shipping (default home)', () => {
    expect(guestAddressSchema.parse(address).type).toBe('home');
    expect(guestAddressSchema.parse({ ...address, type: 'shipping' }).type).toBe('shipping');
    expect(messageAt({ ...address, type: 'holiday' }, 'type')).toBe('validation.invalidOption');
  });
});

describe('address (docs/requirements.md B5): the first address is primary', () => {
  it('marks only the first address primary whatever was sent', () => {
    const addresses = guestAddressesSchema.parse([
      { ...address, isPrimary: false },
      { ...address, isPrimary: true },
    ]);
    expect(addresses.map((entry) => entry.isPrimary)).toEqual([true, false]);
  });
});
