import { LOCALES } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { preloadedDashboardText } from '../preloaded-all';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** Texts that are the same word in German and another language (names, loan words), by `area.key`. */
const SAME_AS_GERMAN_ALLOWED = new Set<string>([
  'shell.brand',
  'landing.brand',
  'auth.brand',
  'shell.group.navigation',
  'shell.crumb.dashboard',
  'shell.crumb.profile',
  'shell.crumb.account',
  'shell.crumb.upgrade',
  'overview.site.premium',
  'invite.status.premium',
  // Issue 10: loan words and names that German shares.
  'shell.user.profile',
  'locations.type.party',
  'schedule.type.party',
  'schedule.type.brunch',
  'content.acc.type.hotel',
  'account.passkeys.title',
  'upgrade.plan.standard',
  'upgrade.plan.premium',
]);

const german = preloadedDashboardText.de!;
const areas = Object.keys(german) as (keyof typeof german)[];

describe('dashboard catalogues: six complete languages', () => {
  it.each(LOCALES)('%s has exactly the German areas and keys', (locale) => {
    const catalogue = preloadedDashboardText[locale]!;
    expect(Object.keys(catalogue).sort()).toEqual([...areas].sort());
    for (const area of areas) {
      expect(Object.keys(catalogue[area]).sort(), `${locale} ${area}`).toEqual(
        Object.keys(german[area]).sort(),
      );
    }
  });

  it.each(LOCALES)('%s uses the same placeholders as German and no blank or untrimmed text', (locale) => {
    for (const area of areas) {
      const catalogue: Record<string, string> = preloadedDashboardText[locale]![area];
      for (const [key, germanText] of Object.entries(german[area] as Record<string, string>)) {
        const text = catalogue[key] ?? '';
        expect(text.trim(), `${locale} ${area}.${key}`).toBe(text);
        expect(text, `${locale} ${area}.${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${area}.${key}`).toEqual(placeholders(germanText));
      }
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'de'))(
    '%s is translated, not copied from German',
    (locale) => {
      const copied: string[] = [];
      for (const area of areas) {
        const catalogue: Record<string, string> = preloadedDashboardText[locale]![area];
        for (const [key, germanText] of Object.entries(german[area] as Record<string, string>)) {
          const id = `${area}.${key}`;
          if (catalogue[key] === germanText && !SAME_AS_GERMAN_ALLOWED.has(id)) copied.push(id);
        }
      }
      expect(copied).toEqual([]);
    },
  );

  it('hi is written in Devanagari', () => {
    for (const area of areas) {
      for (const [key, text] of Object.entries(preloadedDashboardText.hi![area] as Record<string, string>)) {
        if (SAME_AS_GERMAN_ALLOWED.has(`${area}.${key}`)) continue;
        expect(text, `${area}.${key}`).toMatch(/[\u0900-\u097F]/);
      }
    }
  });
});
