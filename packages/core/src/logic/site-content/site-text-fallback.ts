import { LOCALES, type Locale } from '../../constants';

/**
 * The languages whose text a guest reads, best first: their own, then the one the couple wrote first (their main
 * language), then the others in the product's order. A text the couple left out in one language is never a gap
 * on the site as long as they wrote it in any.
 */
export function siteTextFallbackOrder(guestLocale: Locale, mainLocale: Locale): Locale[] {
  return [...new Set<Locale>([guestLocale, mainLocale, ...LOCALES])];
}

/** Blank and whitespace-only texts count as "not written". */
export const isWritten = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';
