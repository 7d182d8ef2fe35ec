import { describe, expect, it } from 'vitest';
import { locationFieldsSchema, locationPayloadSchema } from './location';

const valid = {
  type: 'ceremony',
  name: 'St. Marien',
  address: 'Kirchplatz 1',
  city: 'Berlin',
  postalCode: '10115',
  country: 'Germany',
};
const messagesOf = (input: unknown) =>
  Object.fromEntries(
    (locationPayloadSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('location dialog (docs/requirements.md B5): required fields and their messages', () => {
  it('accepts a complete location', () => {
    expect(locationPayloadSchema.parse(valid)).toMatchObject(valid);
  });

  it.each([
    ['name', 'location.nameRequired'],
    ['address', 'location.addressRequired'],
    ['city', 'location.cityRequired'],
    ['postalCode', 'location.postalCodeRequired'],
    ['country', 'location.countryRequired'],
  ])('%s missing, empty or whitespace-only gives %s', (field, key) => {
    expect(messagesOf({ ...valid, [field]: undefined })[field]).toBe(key);
    expect(messagesOf({ ...valid, [field]: '' })[field]).toBe(key);
    expect(messagesOf({ ...valid, [field]: '   ' })[field]).toBe(key);
  });

  it('needs a type from ceremony, reception, party, accommodation', () => {
    expect(messagesOf({ ...valid, type: 'brunch' }).type).toBe('validation.invalidOption');
    for (const type of ['ceremony', 'reception', 'party', 'accommodation']) {
      expect(locationPayloadSchema.safeParse({ ...valid, type }).success).toBe(true);
    }
  });
});

describe('location dialog (docs/requirements.md B5): length limits', () => {
  it.each([
    ['name', 200],
    ['address', 500],
    ['city', 100],
    ['postalCode', 20],
    ['country', 100],
    ['description', 2000],
    ['parkingInfo', 1000],
  ])('%s accepts %i characters and rejects one more', (field, max) => {
    expect(messagesOf({ ...valid, [field]: 'x'.repeat(max) })[field]).toBeUndefined();
    const tooLong = locationFieldsSchema.safeParse({ ...valid, [field]: 'x'.repeat(max + 1) });
    expect(tooLong.error?.issues[0]).toMatchObject({
      path: [field],
      message: 'validation.tooLong',
      maximum: max,
    });
  });
});

describe("location dialog (docs/requirements.md B5): googleMapsUrl valid URL ('Invalid URL') or empty", () => {
  it('accepts empty, missing and valid http(s) URLs', () => {
    expect(messagesOf({ ...valid, googleMapsUrl: '' }).googleMapsUrl).toBeUndefined();
    expect(messagesOf({ ...valid, googleMapsUrl: null }).googleMapsUrl).toBeUndefined();
    expect(
      messagesOf({ ...valid, googleMapsUrl: 'https://maps.google.com/?q=Berlin' }).googleMapsUrl,
    ).toBeUndefined();
  });

  it('rejects text that is not a URL and non-web schemes', () => {
    expect(messagesOf({ ...valid, googleMapsUrl: 'maps google' }).googleMapsUrl).toBe('location.invalidUrl');
    expect(messagesOf({ ...valid, googleMapsUrl: 'javascript:alert(1)' }).googleMapsUrl).toBe(
      'location.invalidUrl',
    );
  });
});
