import { formatNameList, type Locale, type PublicHousehold } from '@wedding/core';
import { sectionText } from '../section-text';

/**
 * The welcome for a household a personal link admitted: 'Welcome, Ada, Byron and Ralph!' with the names joined the
 * way the guest's language lists them; one guest in the singular, several in the plural, where
 * the language tells them apart. Null when the site knows no household or no name.
 */
export function householdGreeting(
  household: PublicHousehold | null | undefined,
  locale: Locale,
): string | null {
  const names = (household?.names ?? []).map((name) => name.trim()).filter((name) => name !== '');
  if (names.length === 0) return null;
  const list = formatNameList(names, locale);
  return sectionText(names.length === 1 ? 'hero.greetingOne' : 'hero.greetingMany', locale, { names: list });
}
