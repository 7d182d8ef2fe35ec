import type { MetadataJson } from 'libphonenumber-js/core';
import * as source from '#phone-metadata';

// Resolved per consumer: the complete metadata by default, per-calling-code chunks under `wedding-lean`. Typed here
// (not re-exported as is), so the shipped declarations name no `#phone-metadata` module, which only the package's
// own sources can resolve to types.

/** The metadata that judges `phone`; undefined in a lean bundle until its dial code's part has been loaded. */
export const phoneMetadataFor: (phone: string) => MetadataJson | undefined = source.phoneMetadataFor;

/** Loads the part for a dial code ('+49') or a phone; resolves at once where everything is there. */
export const loadPhoneMetadata: (dialCodeOrPhone: string) => Promise<void> = source.loadPhoneMetadata;
