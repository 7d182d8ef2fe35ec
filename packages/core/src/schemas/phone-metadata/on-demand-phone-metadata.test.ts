import type { MetadataJson } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it, vi } from 'vitest';
import { internationalPhoneProblem } from '../international-phone';
import { callingCodeOf, phoneMetadataSubset } from './calling-code';
import { createOnDemandPhoneMetadata, type PhoneMetadataLoaders } from './create-on-demand-phone-metadata';

const full = maxMetadata as unknown as MetadataJson;
// As the build lists them: geographic codes and the non-geographic ones only the nonGeographic table has.
const codes = [
  ...new Set([...Object.keys(maxMetadata.country_calling_codes), ...Object.keys(maxMetadata.nonGeographic)]),
];

/** Loaders like the build's (scripts/write-phone-metadata.mjs), counting what was fetched. */
function fakeLoaders() {
  const fetched: string[] = [];
  const loaders: PhoneMetadataLoaders = Object.fromEntries(
    codes.map((code) => [
      code,
      async () => {
        fetched.push(code);
        return { default: phoneMetadataSubset(full, code) };
      },
    ]),
  );
  return { loaders, fetched };
}

// Valid, too short, too long, invalid and oddly written numbers of shared (+1), long (+420) and
// non-geographic (+800) calling codes, and of codes nobody uses.
const PHONES = [
  '+49 1512 3456789',
  '+49 30 12345678',
  '+49 1512 34567890123',
  '+49',
  '+491512',
  '+1 212 555 0123',
  '+1 212 55',
  '+1 212 555 0123 4567',
  '+1 684 733 1234',
  '+44 20 7946 0958',
  '+420 601 123 456',
  '+800 1234 5678',
  '+90 532 123 45 67',
  '+91 98765 43210',
  '+999 123456789',
  '+0 123 456 789',
  '0151 23456789',
  '+1234567890123456789012',
];

describe('phone metadata per country calling code (the browser half of the phone rule)', () => {
  it('finds the calling code of a dial code or a whole number, with or without spaces', () => {
    const known = (code: string) => codes.includes(code);
    expect(callingCodeOf('+49', known)).toBe('49');
    expect(callingCodeOf('+49 1512 3456789', known)).toBe('49');
    expect(callingCodeOf('+491512', known)).toBe('49');
    expect(callingCodeOf('+1 212', known)).toBe('1');
    expect(callingCodeOf('+420 601', known)).toBe('420');
    expect(callingCodeOf('+999 1', known)).toBeUndefined();
    expect(callingCodeOf('0151 23', known)).toBeUndefined();
  });

  it('judges every number exactly as the complete metadata does once its dial code is loaded', async () => {
    const { loaders } = fakeLoaders();
    const onDemand = createOnDemandPhoneMetadata(loaders);
    for (const phone of PHONES) await onDemand.loadPhoneMetadata(phone);
    for (const phone of PHONES) {
      const metadata = onDemand.phoneMetadataFor(phone);
      expect(metadata, phone).toBeDefined();
      expect(internationalPhoneProblem(phone, metadata as MetadataJson), phone).toBe(
        internationalPhoneProblem(phone, full),
      );
    }
  });

  it('fetches only the dial code asked for, once, and knows nothing of it before', async () => {
    const { loaders, fetched } = fakeLoaders();
    const onDemand = createOnDemandPhoneMetadata(loaders);
    expect(onDemand.phoneMetadataFor('+49 1512 3456789')).toBeUndefined();
    await Promise.all([onDemand.loadPhoneMetadata('+49'), onDemand.loadPhoneMetadata('+49')]);
    await onDemand.loadPhoneMetadata('+49 1512 3456789');
    expect(fetched).toEqual(['49']);
    expect(onDemand.phoneMetadataFor('+49 1512 3456789')).toBeDefined();
    expect(onDemand.phoneMetadataFor('+44 20 7946 0958')).toBeUndefined();
  });

  it('lets a failed fetch be retried', async () => {
    const load = vi
      .fn<() => Promise<{ default: unknown }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ default: phoneMetadataSubset(full, '49') });
    const onDemand = createOnDemandPhoneMetadata({ '49': load });
    await expect(onDemand.loadPhoneMetadata('+49')).rejects.toThrow('Failed to fetch');
    expect(onDemand.phoneMetadataFor('+49 30 12345678')).toBeUndefined();
    await onDemand.loadPhoneMetadata('+49');
    expect(onDemand.phoneMetadataFor('+49 30 12345678')).toBeDefined();
  });

  it('keeps every part small enough for a phone (about 1 KB gzipped for +49)', () => {
    const sizes = codes.map((code) => JSON.stringify(phoneMetadataSubset(full, code)).length);
    expect(JSON.stringify(phoneMetadataSubset(full, '49')).length).toBeLessThan(4_000);
    expect(Math.max(...sizes)).toBeLessThan(20_000);
  });
});
