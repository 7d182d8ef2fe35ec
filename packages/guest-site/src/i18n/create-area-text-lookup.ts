import type { SiteTextArea } from './site-text/de';
import { hasSiteText, siteTextLookup } from './site-text-registry';

/**
 * A typed string lookup over one area of the site (`frame`, `sections`), reading the locale registry instead of
 * importing all six JSON files: in the browser build (`wedding-lean`) only the guest's locale is downloaded
 * (`loadSiteLocale`). A key missing in the locale falls back to German, then to the key itself.
 */
export function createAreaTextLookup<Area extends SiteTextArea>(area: Area) {
  return siteTextLookup(area);
}

/** Whether `area` has a text for `key` (data-driven keys such as amenities). */
export function hasAreaText(area: SiteTextArea, key: string): boolean {
  return hasSiteText(area, key);
}
