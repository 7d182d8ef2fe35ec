import { ADDRESS_COUNTRIES } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { dialCodeOptions } from './dial-code-options';
import { commonDialCodeCountries, countryForDialCode, dialCodeOf, moreDialCodeCountries } from './dial-codes';

describe('phone dial codes (docs/requirements.md B5): country list DE, US, GB, … AU first, default DE', () => {
  it('offers the spec countries first, in their order', () => {
    expect(commonDialCodeCountries.map(([country]) => country)).toEqual([...ADDRESS_COUNTRIES]);
    expect(commonDialCodeCountries[0]).toEqual(['DE', '+49']);
  });

  it('lists every country once with a +digits dial code', () => {
    const all = [...commonDialCodeCountries, ...moreDialCodeCountries];
    expect(new Set(all.map(([country]) => country)).size).toBe(all.length);
    for (const [, dialCode] of all) expect(dialCode).toMatch(/^\+\d{1,4}$/);
  });

  it('maps a shared dial code to the first country offered and unknown codes to none', () => {
    expect(countryForDialCode('+1')).toBe('US');
    expect(countryForDialCode('+90')).toBe('TR');
    expect(countryForDialCode('+999')).toBeNull();
    expect(countryForDialCode('')).toBeNull();
    expect(dialCodeOf('CA')).toBe('+1');
  });

  it('labels options with dial code and localised name, the rest sorted by name', () => {
    const options = dialCodeOptions('de', { common: 'Häufig', more: 'Weitere Länder' });
    expect(options[0]).toEqual({ id: 'DE', label: '+49 Deutschland', section: 'Häufig' });
    const more = options.filter((option) => option.section === 'Weitere Länder');
    const names = more.map((option) => option.label.replace(/^\+\d+ /, ''));
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    expect(dialCodeOptions('en', { common: 'Common', more: 'More' })[2]?.label).toBe('+44 United Kingdom');
  });
});
