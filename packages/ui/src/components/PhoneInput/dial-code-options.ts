import type { ComboBoxOption } from '../ComboBox/ComboBox';
import { commonDialCodeCountries, type DialCodeCountry, moreDialCodeCountries } from './dial-codes';

export interface DialCodeSectionTitles {
  common: string;
  more: string;
}

/**
 * Dial-code options, labelled '+49 Deutschland' so typing either the code or the country name filters.
 * Country names come from Intl.DisplayNames in the interface language (no hand-kept names); the spec's
 * countries keep their order, the others are sorted by name.
 */
export function dialCodeOptions(
  locale: string,
  titles: DialCodeSectionTitles,
): ComboBoxOption<DialCodeCountry>[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const named = (countries: readonly (readonly [DialCodeCountry, string])[]) =>
    countries.map(([country, dialCode]) => ({ country, dialCode, name: names.of(country) ?? country }));
  const toOption =
    (section: string) =>
    ({ country, dialCode, name }: { country: DialCodeCountry; dialCode: string; name: string }) => ({
      id: country,
      label: `${dialCode} ${name}`,
      section,
    });
  const more = named(moreDialCodeCountries).sort((a, b) => collator.compare(a.name, b.name));
  return [...named(commonDialCodeCountries).map(toOption(titles.common)), ...more.map(toOption(titles.more))];
}
