import type { Locale } from '../../constants';
import { DEFAULT_LOCALE } from '../../constants';
import { normalizeSlug } from './normalize-slug';

/** The word joining the partner names, in the couple's language ("anna-und-ben-2027"). */
export const SLUG_NAME_CONNECTORS: Readonly<Record<Locale, string>> = {
  de: 'und',
  en: 'and',
  pl: 'i',
  tr: 've',
  hi: 'aur',
  es: 'y',
};

export interface SlugSource {
  partner1Name: string;
  partner2Name: string;
  /** The wedding date; only its year is used so the address stays short and memorable. */
  weddingDate?: Date | null;
  locale?: Locale;
}

function firstName(fullName: string): string {
  return normalizeSlug(fullName.trim().split(/\s+/)[0] ?? '');
}

/**
 * Onboarding (docs/requirements.md B4): slug from the partners' first names and the wedding year, e.g.
 * "anna-und-ben-2027". A missing name is left out; with no names at all the result is empty (nothing to suggest yet).
 */
export function generateSlug({
  partner1Name,
  partner2Name,
  weddingDate,
  locale = DEFAULT_LOCALE,
}: SlugSource): string {
  const names = [firstName(partner1Name), firstName(partner2Name)].filter((name) => name !== '');
  if (names.length === 0) return '';
  const year = weddingDate && !Number.isNaN(weddingDate.getTime()) ? String(weddingDate.getFullYear()) : '';
  return normalizeSlug([names.join(`-${SLUG_NAME_CONNECTORS[locale]}-`), year].filter(Boolean).join('-'));
}
