import type { MetadataJson } from 'libphonenumber-js/core';
import { callingCodeOf, NO_COUNTRY_METADATA } from './calling-code';

/** Country calling code ('49') -> the module holding its part of the metadata. */
export type PhoneMetadataLoaders = Readonly<Record<string, () => Promise<{ default: unknown }>>>;

export interface OnDemandPhoneMetadata {
  /** The loaded part for the phone's calling code; undefined until `load` has fetched it. */
  phoneMetadataFor(phone: string): MetadataJson | undefined;
  /** Fetches the part for a dial code ('+49') or a phone once; failures reject (the caller may retry). */
  loadPhoneMetadata(dialCodeOrPhone: string): Promise<void>;
}

/**
 * Phone metadata fetched per country calling code (about 1 KB each gzipped, instead of 40 KB for the whole set):
 * a number whose code is not known to the loaders, or that has no leading plus, gets metadata without countries,
 * so it is reported as an invalid country code, as the whole set reports it.
 */
export function createOnDemandPhoneMetadata(loaders: PhoneMetadataLoaders): OnDemandPhoneMetadata {
  const loaded = new Map<string, MetadataJson>();
  const pending = new Map<string, Promise<void>>();
  const known = (code: string) => Object.hasOwn(loaders, code);
  return {
    phoneMetadataFor(phone) {
      const code = callingCodeOf(phone, known);
      return code === undefined ? NO_COUNTRY_METADATA : loaded.get(code);
    },
    loadPhoneMetadata(dialCodeOrPhone) {
      const code = callingCodeOf(dialCodeOrPhone, known);
      const load = code === undefined ? undefined : loaders[code];
      if (code === undefined || load === undefined || loaded.has(code)) return Promise.resolve();
      const inFlight = pending.get(code);
      if (inFlight) return inFlight;
      const started = load()
        .then((module) => {
          loaded.set(code, module.default as MetadataJson);
        })
        .finally(() => pending.delete(code));
      pending.set(code, started);
      return started;
    },
  };
}
