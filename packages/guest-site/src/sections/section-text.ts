import { createAreaTextLookup, hasAreaText } from '../i18n/create-area-text-lookup';
import type { SiteTextCatalogue } from '../i18n/site-text/de';

/**
 * Strings of the content sections from `sections/i18n/<locale>.json` (German is the source catalogue). Read
 * through the site's locale registry, so the browser build carries only the guest's language.
 */
export const sectionText = createAreaTextLookup('sections');
export type SectionTextKey = keyof SiteTextCatalogue['sections'];

/** For data-driven keys (amenities, accommodation types): whether the catalogue translates this one. */
export function hasSectionText(key: string): key is SectionTextKey {
  return hasAreaText('sections', key);
}
