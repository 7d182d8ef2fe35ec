import type { Locale } from '@wedding/core';

/**
 * The @fontsource subsets a page's text needs up front: Latin everywhere, plus Latin Extended for Polish and
 * Turkish letters (ą ł ż, ğ ı ş). Hindi's Devanagari comes from its script fallback font, which is not preloaded
 * (a browser takes only the glyphs the theme fonts lack from it).
 */
const SUBSETS_BY_LOCALE: Record<Locale, readonly string[]> = {
  de: ['latin'],
  en: ['latin'],
  es: ['latin'],
  hi: ['latin'],
  pl: ['latin', 'latin-ext'],
  tr: ['latin', 'latin-ext'],
};

/**
 * The woff2 files of a font's stylesheet a page in this locale will use: the upright faces of the locale's
 * subsets (`lato-latin-400-normal-<hash>.woff2`), every shipped weight (the site's styles use them all).
 * Preloading them lets the browser fetch the fonts while the stylesheets arrive, instead of after the first layout.
 */
export function fontFilesFor(
  stylesheetAssets: readonly string[],
  packageName: string,
  locale: Locale,
): string[] {
  const family = packageName.replace(/^@fontsource\//, '');
  const prefixes = SUBSETS_BY_LOCALE[locale].map((subset) => `${family}-${subset}-`);
  return stylesheetAssets.filter((asset) => {
    const file = asset.slice(asset.lastIndexOf('/') + 1);
    if (!file.endsWith('.woff2')) return false;
    // 'lato-latin-' also starts 'lato-latin-ext-…': the weight must follow the subset directly.
    return prefixes.some(
      (prefix) => file.startsWith(prefix) && /^\d{3}-normal-/.test(file.slice(prefix.length)),
    );
  });
}
