import type { MetadataJson } from 'libphonenumber-js/core';

/** E.164 country calling codes have one to three digits, and none is the start of another. */
const MAX_CALLING_CODE_DIGITS = 3;

/**
 * The country calling code a phone in international form starts with ('+49 1512 …' and '+491512…' give '49'), out
 * of `known`; undefined without a leading plus or when no known code matches.
 */
export function callingCodeOf(phone: string, known: (code: string) => boolean): string | undefined {
  const match = /^\+([0-9 -]*)/.exec(phone.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].replace(/[ -]/g, '');
  for (let length = 1; length <= MAX_CALLING_CODE_DIGITS && length <= digits.length; length += 1) {
    const code = digits.slice(0, length);
    if (known(code)) return code;
  }
  return undefined;
}

/** Metadata that knows no country: every number is judged 'invalid country code', as the full set judges unknown codes. */
export const NO_COUNTRY_METADATA: MetadataJson = {
  version: 4,
  country_calling_codes: {},
  countries: {},
  nonGeographic: {},
} as unknown as MetadataJson;

type MetadataTables = {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
};

/**
 * The part of libphonenumber-js metadata for one country calling code: its countries (all of them for shared codes
 * such as +1) and its non-geographic entry. It judges every number with that code exactly as the whole set does.
 */
export function phoneMetadataSubset(metadata: MetadataJson, callingCode: string): MetadataJson {
  const tables = metadata as unknown as MetadataTables;
  const countries = tables.country_calling_codes[callingCode] ?? [];
  const subset: MetadataTables = {
    version: tables.version,
    country_calling_codes: countries.length > 0 ? { [callingCode]: countries } : {},
    countries: Object.fromEntries(
      countries
        .filter((country) => country in tables.countries)
        .map((country) => [country, tables.countries[country]]),
    ),
    nonGeographic: tables.nonGeographic?.[callingCode]
      ? { [callingCode]: tables.nonGeographic[callingCode] }
      : {},
  };
  return subset as unknown as MetadataJson;
}
