import { ADDRESS_COUNTRIES } from '@wedding/core';

type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

const addressCountryDialCodes: Record<AddressCountry, string> = {
  DE: '+49',
  US: '+1',
  GB: '+44',
  FR: '+33',
  IT: '+39',
  ES: '+34',
  NL: '+31',
  CH: '+41',
  AT: '+43',
  BE: '+32',
  CA: '+1',
  AU: '+61',
};

/**
 * The country list of docs/requirements.md B5 in its order (default DE first), from @wedding/core, with each dial code.
 */
export const commonDialCodeCountries = ADDRESS_COUNTRIES.map(
  (country) => [country, addressCountryDialCodes[country]] as const,
);

/** Further countries: the product's languages and common guest origins. */
export const moreDialCodeCountries = [
  ['AE', '+971'],
  ['AR', '+54'],
  ['BG', '+359'],
  ['BR', '+55'],
  ['CN', '+86'],
  ['CZ', '+420'],
  ['DK', '+45'],
  ['EG', '+20'],
  ['FI', '+358'],
  ['GR', '+30'],
  ['HR', '+385'],
  ['HU', '+36'],
  ['IE', '+353'],
  ['IL', '+972'],
  ['IN', '+91'],
  ['JP', '+81'],
  ['KR', '+82'],
  ['LI', '+423'],
  ['LU', '+352'],
  ['MA', '+212'],
  ['MX', '+52'],
  ['NO', '+47'],
  ['NZ', '+64'],
  ['PL', '+48'],
  ['PT', '+351'],
  ['RO', '+40'],
  ['RS', '+381'],
  ['SE', '+46'],
  ['SG', '+65'],
  ['SI', '+386'],
  ['SK', '+421'],
  ['TH', '+66'],
  ['TR', '+90'],
  ['UA', '+380'],
  ['ZA', '+27'],
] as const satisfies readonly (readonly [string, string])[];

export type DialCodeCountry = AddressCountry | (typeof moreDialCodeCountries)[number][0];

const allDialCodeCountries: readonly (readonly [DialCodeCountry, string])[] = [
  ...commonDialCodeCountries,
  ...moreDialCodeCountries,
];

export function dialCodeOf(country: DialCodeCountry): string {
  return allDialCodeCountries.find(([code]) => code === country)?.[1] ?? '';
}

/** Several countries share a dial code (US and CA: +1); the first in offer order wins. */
export function countryForDialCode(dialCode: string): DialCodeCountry | null {
  return allDialCodeCountries.find(([, code]) => code === dialCode)?.[0] ?? null;
}
